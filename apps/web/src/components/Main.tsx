import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

/** The page's one <main>, target of the skip link. Layouts render it; screens rendered inside just add content. */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <InsideMain.Provider value={true}>
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}

/**
 * For screens that can show up inside a layout or on their own (error and not-found screens): a <main> when no
 * layout gave one, so there is always exactly one.
 */
export function MainIfMissing({ children, className }: { children: ReactNode; className?: string }) {
  const inside = useContext(InsideMain);
  if (inside) return <div className={className}>{children}</div>;
  return <Main className={className}>{children}</Main>;
}
