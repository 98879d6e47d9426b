// The member's bankroll, kept on their profile, set where stakes are sized (the game page) and where bets are
// kept (/bets).
import { useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useSaveBankrollMutation } from '@vantage/client/bets-api';
import { Text } from '@/shared/components/text';
import { formatAmount } from '@/shared/model/bet-slip';

export const BANKROLL_TEXT = {
  label: 'Bankroll',
  help: 'What you bet from, in money or units: stakes are sized and shown against it. Kept on your profile.',
  none: 'Not set',
  edit: 'Change',
  set: 'Set bankroll',
  save: 'Save',
  invalid: 'Type a number above 0.',
};

export function BankrollField({ bankroll, cacheKey }: { bankroll: number | null; cacheKey: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [save, saving] = useSaveBankrollMutation();
  const start = () => {
    setText(bankroll === null ? '' : String(bankroll));
    setInvalid(false);
    saving.reset();
    setEditing(true);
  };
  const submit = async () => {
    const value = Number(text);
    if (!text.trim() || !(value > 0)) return setInvalid(true);
    const result = await save({ cacheKey, bankroll: value });
    if (!('error' in result)) setEditing(false);
  };
  if (!editing)
    return (
      <Flex align="center" gap={8} wrap data-testid="bankroll">
        <Text strong>{BANKROLL_TEXT.label}:</Text>
        <Text>{bankroll === null ? BANKROLL_TEXT.none : formatAmount(bankroll)}</Text>
        <Button size="small" onClick={start}>
          {bankroll === null ? BANKROLL_TEXT.set : BANKROLL_TEXT.edit}
        </Button>
      </Flex>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex vertical gap={6}>
        <Flex align="center" gap={8} wrap>
          <label htmlFor="bankroll-input">
            <Text strong>{BANKROLL_TEXT.label}</Text>
          </label>
          <Input
            id="bankroll-input"
            inputMode="decimal"
            style={{ width: 140 }}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {BANKROLL_TEXT.save}
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </Flex>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {BANKROLL_TEXT.help}
        </Text>
        {(invalid || saving.error) && (
          <Alert type="error" showIcon message={invalid ? BANKROLL_TEXT.invalid : queryErrorMessage(saving.error)} />
        )}
      </Flex>
    </form>
  );
}
