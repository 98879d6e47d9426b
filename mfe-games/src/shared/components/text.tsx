// A line of text as antd's Typography.Text draws it (a span with antd's classes, which the theme's stylesheet
// styles), without its machinery: antd's Text is a chain of five components with a resize observer and an
// ellipsis measurer that renders again after mounting. Cards hold about twenty texts each, and a dashboard
// fifteen cards; with antd's Text, a card was 430 React components to mount on a phone's slow CPU.
import type { HTMLAttributes } from 'react';

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  code?: boolean;
}

export function Text({ type, strong = false, code = false, className, children, ...rest }: TextProps) {
  const classes = ['ant-typography', type && `ant-typography-${type}`, className].filter(Boolean).join(' ');
  const content = code ? <code>{children}</code> : children;
  return (
    <span className={classes} {...rest}>
      {strong ? <strong>{content}</strong> : content}
    </span>
  );
}
