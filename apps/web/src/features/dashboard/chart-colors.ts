import type { TOrderStatus } from '@shop/domain';

/**
 * Each at least 3:1 against the white card (WCAG's contrast for graphics), and told apart by hue as well as by
 * lightness; the legend and the data table say the same in words.
 */
export const STATUS_COLORS: Record<TOrderStatus, string> = {
  pending: '#9a6a12',
  paid: '#2f5d50',
  completed: '#3b6ea5',
  cancelled: '#a3301c',
};

export const SALES_COLOR = '#2f5d50';
export const VIEWS_COLOR = '#9c4526';
export const GRID_COLOR = '#e2d9cc';
export const AXIS_TEXT_COLOR = '#61574c';
