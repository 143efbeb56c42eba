import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import tooltipCss from '#/styles/tooltip.module.css';

interface ITooltipProps {
  content: ReactNode;
  /** The element the tooltip belongs to. It must be focusable so keyboard users can open it too. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Marks any element for a tooltip (the spec's screens and routes): shown on hover and on keyboard focus, hidden with Escape. */
export function Tooltip({ content, children, side = 'top' }: ITooltipProps) {
  // Each tooltip brings its own provider rather than one around the app: the tooltip library then loads with the
  // screens that show tooltips, not with every storefront page.
  return (
    <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={tooltipCss.tooltip}
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={tooltipCss.tooltip__arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
