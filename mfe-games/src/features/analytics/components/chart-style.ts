// What the track record's charts share.
export const CHART_HEIGHT = 280;
export const BLUE = '#1668dc';
export const GREY = '#8c8c8c';
/** Long chart titles wrap on a phone instead of being cut off. */
export const WRAPPING_TITLE = { title: { whiteSpace: 'normal' } } as const;
export const ORANGE = '#d46b08';
