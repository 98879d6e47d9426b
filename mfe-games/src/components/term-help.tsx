import { useEffect, useRef, useState } from 'react';
import { Button, Popover, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { GLOSSARY, type Term } from '../shared/model/glossary';

/**
 * "What is this?" beside a figure: a button, so a tap and Enter or Space open the explanation (a hover-only
 * tooltip reaches neither a phone nor a keyboard). The popover's machinery (a positioned trigger with its own
 * state and observers) mounts on the first tap: a day's dashboard shows ninety of these buttons, and mounting
 * ninety popovers was a good part of its longest tasks on a phone.
 */
export function TermHelp({ term }: { term: Term }) {
  const entry = GLOSSARY[term];
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Wrapped in the popover, the button is a new element: it keeps the keyboard's focus.
  useEffect(() => {
    if (armed) button.current?.focus();
  }, [armed]);
  const help = (
    <Button
      ref={button}
      type="text"
      size="small"
      aria-label={`What is ${entry.name}?`}
      data-term={term}
      icon={<QuestionCircleOutlined />}
      style={{ width: 20, height: 20, minWidth: 20, padding: 0, verticalAlign: 'middle' }}
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    />
  );
  if (!armed) return help;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={entry.name}
      content={<Typography.Paragraph style={{ maxWidth: 280, margin: 0 }}>{entry.text}</Typography.Paragraph>}
    >
      {help}
    </Popover>
  );
}
