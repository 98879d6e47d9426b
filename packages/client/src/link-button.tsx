// A button that opens another page of the product is a link (<a href>) styled as a button: on a page the server
// rendered it works before the page's code has run (seconds on a slow phone), and it opens in a new tab like any
// link. Once the code runs, a plain click goes there inside the app, as react-router's <Link> does.
import type { ComponentProps } from 'react';
import { Button } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkButtonProps = Omit<ComponentProps<typeof Button>, 'href' | 'onClick' | 'htmlType'> & { to: To };

export function LinkButton({ to, ...button }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...button} href={href} onClick={onClick} />;
}
