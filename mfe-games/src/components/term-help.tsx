import { Button, Popover, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { GLOSSARY, type Term } from '../shared/model/glossary';

/**
 * "What is this?" beside a figure: a button, so a tap and Enter or Space open the explanation (a hover-only
 * tooltip reaches neither a phone nor a keyboard).
 */
export function TermHelp({ term }: { term: Term }) {
  const entry = GLOSSARY[term];
  return (
    <Popover
      trigger="click"
      title={entry.name}
      content={<Typography.Paragraph style={{ maxWidth: 280, margin: 0 }}>{entry.text}</Typography.Paragraph>}
    >
      <Button
        type="text"
        size="small"
        aria-label={`What is ${entry.name}?`}
        data-term={term}
        icon={<QuestionCircleOutlined />}
        style={{ width: 20, height: 20, minWidth: 20, padding: 0, verticalAlign: 'middle' }}
      />
    </Popover>
  );
}
