import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { useAppProps } from 'antd/es/app/context';

// antd's App (its message, notification and modal hooks, and with them antd's Modal, message and notification
// code: ~15 KB compressed) is called by a few screens only (login, sign-up, the profile, the billing portal,
// pricing's checkout) and shows nothing until one of them calls it. Every page rendered it, so every page loaded
// and evaluated its code at start. The frame provides this stand-in instead: its first call loads antd's App
// (`antd/es/app`, shared by path), which renders its holders beside the page, and the call is made once it is
// in. The page's own tree does not change when it comes (the holders are a sibling after it), so nothing of
// the page mounts again.

/** What `App.useApp()` gives: antd's message, notification and modal APIs. */
export type AppFeedback = useAppProps;
type Part = keyof AppFeedback;

const AppFeedbackContext = createContext<AppFeedback | null>(null);

/** antd's message, notification and modal APIs (`App.useApp()`'s), their code loaded with the first call. */
export function useAppFeedback(): AppFeedback {
  const feedback = useContext(AppFeedbackContext);
  if (!feedback) throw new Error('useAppFeedback needs an AppFeedbackProvider around it (the shell renders one)');
  return feedback;
}

/** Calls made before antd's App is in wait for it; `load` renders it (once). */
function createFeedback(load: () => void) {
  let api: AppFeedback | null = null;
  let waiting: { resolve: (api: AppFeedback) => void; reject: (error: unknown) => void }[] = [];
  const whenLoaded = () =>
    new Promise<AppFeedback>((resolve, reject) => {
      waiting.push({ resolve, reject });
      load();
    });
  const part = (name: Part) =>
    new Proxy(
      {},
      {
        // Not a thenable: a part is never awaited itself.
        get: (_, method: string) =>
          method === 'then'
            ? undefined
            : (...args: unknown[]) => {
                const call = (loaded: AppFeedback) =>
                  (loaded[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
                if (api) return call(api);
                // Nothing was shown or asked for yet, so there is nothing to close; a close after a call that waits
                // for the code waits too (in order), so it closes what that call shows.
                if (method === 'destroy' && waiting.length === 0) return undefined;
                return whenLoaded().then(call);
              },
      },
    );
  return {
    feedback: { message: part('message'), notification: part('notification'), modal: part('modal') } as AppFeedback,
    loaded(loadedApi: AppFeedback) {
      api = loadedApi;
      waiting.forEach(({ resolve }) => resolve(loadedApi));
      waiting = [];
    },
    failed(error: unknown) {
      waiting.forEach(({ reject }) => reject(error));
      waiting = [];
    },
  };
}

type Feedback = ReturnType<typeof createFeedback>;

/**
 * antd's App with no element of its own (its holders only), handing its APIs over once they answer. A failed
 * download fails the waiting calls and renders nothing (`retry`: the next call tries again), not an error in the
 * page.
 */
function lazyApp(feedback: Feedback, retry: () => void): ComponentType {
  return lazy<ComponentType>(() =>
    import('antd/es/app').then(
      ({ default: App }) => {
        function Publish() {
          const api = App.useApp();
          // After the commit: antd's APIs answer once their holders are mounted.
          useEffect(() => feedback.loaded(api), [api]);
          return null;
        }
        return {
          default: () => (
            <App component={false}>
              <Publish />
            </App>
          ),
        };
      },
      (error: unknown) => {
        feedback.failed(error);
        retry();
        return { default: () => null };
      },
    ),
  );
}

/** Provides `useAppFeedback` to the page; antd's App joins the page with the first call. */
export function AppFeedbackProvider({ children }: { children: ReactNode }) {
  const [LoadedApp, setLoadedApp] = useState<ComponentType | null>(null);
  const [feedback] = useState(() => {
    const created: Feedback = createFeedback(() =>
      setLoadedApp((current: ComponentType | null) => current ?? lazyApp(created, () => setLoadedApp(null))),
    );
    return created;
  });
  return (
    <AppFeedbackContext.Provider value={feedback.feedback}>
      {children}
      {LoadedApp && (
        <Suspense fallback={null}>
          <LoadedApp />
        </Suspense>
      )}
    </AppFeedbackContext.Provider>
  );
}
