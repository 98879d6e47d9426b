// "Not found", whoever finds it out: the shell's not-found page (product rules §2), for a path no route owns and
// for what a remote's URL names but does not exist (an unknown game, league or team). The shell provides the
// page; on the server it also provides the page's status, and the page then answers 404.
import { createContext, createElement, useContext, type ComponentType } from 'react';

export interface NotFoundPageContext {
  Page: ComponentType;
  /** The page the server is rendering: marked when it shows the not-found page. */
  status?: { notFound: boolean };
}

export const NotFoundContext = createContext<NotFoundPageContext | null>(null);

/** The not-found page, in place of a screen whose URL names nothing that exists. */
export function NotFound() {
  const context = useContext(NotFoundContext);
  if (!context) throw new Error('NotFound rendered outside the shell, which provides the not-found page');
  if (context.status) context.status.notFound = true;
  return createElement(context.Page);
}
