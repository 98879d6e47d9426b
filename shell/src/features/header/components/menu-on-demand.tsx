import { cloneElement, lazy, Suspense, useState, type MouseEventHandler, type ReactElement } from 'react';
import type { DropdownProps } from 'antd/es/dropdown';

// antd's Dropdown and its menu (~11 KB compressed) are code a header's first screen does not run: until its button
// is clicked a menu is only that button. So the Dropdown loads with the first click and opens once loaded.
const Dropdown = lazy(() => import('antd/es/dropdown'));

type Trigger = ReactElement<{ className?: string; onClick?: MouseEventHandler<HTMLElement> }>;

/** antd's Dropdown opened by a click on `children`, whose code loads with that first click. */
export function MenuOnDemand({
  children,
  ...dropdown
}: Omit<DropdownProps, 'children' | 'open' | 'onOpenChange' | 'trigger'> & { children: Trigger }) {
  const [open, setOpen] = useState<boolean | null>(null); // null: never asked for
  // The button as the Dropdown renders it (with its trigger class), so the page looks the same before and after.
  const trigger = cloneElement(children, { className: 'ant-dropdown-trigger' });
  if (open === null) return cloneElement(trigger, { onClick: () => setOpen(true) });
  return (
    <Suspense fallback={trigger}>
      <Dropdown {...dropdown} trigger={['click']} open={open} onOpenChange={setOpen}>
        {trigger}
      </Dropdown>
    </Suspense>
  );
}
