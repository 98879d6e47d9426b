import { Space } from 'antd';
import { LinkButton } from '@vantage/client/link-button';

export interface LinkPickerProps<Choice extends string> {
  /** What is picked, for a screen reader: the nav's name ('League', 'Sport'). */
  label: string;
  /** Each choice → the text of its link, in the order shown. */
  choices: Readonly<Record<Choice, string>>;
  current: Choice;
  pathOf: (choice: Choice) => string;
  testId?: string;
}

/**
 * One of a few views picked by a row of links (each choice's URL names it), not a radio group: a tap works from the
 * first paint, before the page's code has run on a slow network, and opens in a new tab too.
 */
export function LinkPicker<Choice extends string>({
  label,
  choices,
  current,
  pathOf,
  testId,
}: LinkPickerProps<Choice>) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <Space.Compact>
        {(Object.entries(choices) as [Choice, string][]).map(([each, text]) => (
          <LinkButton
            key={each}
            to={pathOf(each)}
            type={each === current ? 'primary' : 'default'}
            aria-current={each === current ? 'page' : undefined}
          >
            {text}
          </LinkButton>
        ))}
      </Space.Compact>
    </nav>
  );
}
