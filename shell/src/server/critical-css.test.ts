import { classesIn, criticalCss, parseStylesheet } from './critical-css';

const STYLESHEET = [
  ':root,.vantage-theme{--ant-color-primary:#1677ff;}',
  'html.dark{--ant-color-primary:#1668dc;}',
  '.ant-card{border-radius:8px;}',
  '.ant-card .ant-card-head{padding:0 24px;}',
  '.ant-modal .ant-modal-content{padding:24px;}',
  '.ant-btn:not(.ant-btn-disabled):hover{opacity:.9;}',
  '.ant-tag::after{content:"}{";}',
  '@media (max-width:575px){.ant-card{border-radius:0;}.ant-modal{margin:0;}}',
  '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
  '@keyframes antSpin{to{transform:rotate(360deg);}}',
  '.ant-modal{animation-name:antZoomIn;}',
  '.ant-spin-dot{animation:antSpin 1s infinite;}',
].join('');

test('a page keeps the rules whose classes it has, in order, with their media queries and animations', () => {
  const page = '<html lang="en"><body><div class="ant-card vantage-theme"><div class="ant-card-head">x</div></div>';
  expect(criticalCss(parseStylesheet(STYLESHEET), classesIn(page))).toBe(
    ':root,.vantage-theme{--ant-color-primary:#1677ff;}' +
      '.ant-card{border-radius:8px;}' +
      '.ant-card .ant-card-head{padding:0 24px;}' +
      '@media (max-width:575px){.ant-card{border-radius:0;}}',
  );
});

test('dark rules come with a dark page; a negated class is no requirement; a brace in a string is text', () => {
  const page = '<html class="dark"><body><button class="ant-btn"></button><span class="ant-tag"></span>';
  const css = criticalCss(parseStylesheet(STYLESHEET), classesIn(page));
  expect(css).toContain('html.dark{--ant-color-primary:#1668dc;}');
  expect(css).toContain('.ant-btn:not(.ant-btn-disabled):hover{opacity:.9;}');
  expect(css).toContain('.ant-tag::after{content:"}{";}');
  expect(css).not.toContain('.ant-card');
});

test('a keyframes block comes only when a kept rule animates with it', () => {
  const css = criticalCss(parseStylesheet(STYLESHEET), classesIn('<div class="ant-modal ant-modal-content"></div>'));
  expect(css).toContain('@keyframes antZoomIn');
  expect(css).not.toContain('@keyframes antSpin');
  expect(css).toContain('@media (max-width:575px){.ant-modal{margin:0;}}');
});
