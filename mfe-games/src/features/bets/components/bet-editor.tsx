import { useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import Modal from 'antd/es/modal';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useUpdateBetMutation, type BetPatch } from '@vantage/client/bets-api';
import { formatPrice } from '@vantage/contracts/bet-rules';
import type { Bet } from '@vantage/contracts/bets';
import { numberOrNull, SlipField } from '@/components/slip-field';
import { parsePrice, priceEcho, PRICE_HELP, SLIP_TEXT } from '@/shared/model/bet-slip';

interface EditorValues {
  price: string;
  stake: number | null;
  line: number | null;
  book: string;
  note: string;
}

/** The change to send, or what keeps the values from being one; a settled bet changes its book and note only. */
function patchOf(bet: Bet, values: EditorValues): { patch: BetPatch } | { problem: string } {
  const words = { book: values.book.trim() || null, note: values.note.trim() || null };
  if (bet.status !== 'open') return { patch: words };
  const price = parsePrice(values.price);
  if (price === null) return { problem: `Type the price: ${PRICE_HELP}.` };
  if (values.stake === null || !(values.stake > 0)) return { problem: 'Type the stake: more than 0.' };
  if (bet.market !== 'moneyline' && values.line === null) return { problem: 'Type the line.' };
  return {
    patch: { ...words, price, stake: values.stake, ...(bet.market === 'moneyline' ? {} : { line: values.line }) },
  };
}

export function BetEditor({ bet, onClose }: { bet: Bet; onClose: () => void }) {
  const [values, setValues] = useState<EditorValues>({
    price: formatPrice(bet.price),
    stake: bet.stake,
    line: bet.line,
    book: bet.book ?? '',
    note: bet.note ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [update, updating] = useUpdateBetMutation();
  const set = (change: Partial<EditorValues>) => setValues((current) => ({ ...current, ...change }));
  const open = bet.status === 'open';
  const save = async () => {
    const change = patchOf(bet, values);
    if ('problem' in change) return setProblem(change.problem);
    setProblem(null);
    const result = await update({ id: bet.id, patch: change.patch });
    if (!('error' in result)) onClose();
  };
  return (
    <Modal open onCancel={onClose} footer={null} title={`Edit: ${bet.selection}, ${bet.matchup}`} width={440}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Flex vertical gap={12}>
          {open && (
            <Flex gap={12} wrap>
              <div style={{ flex: '1 1 120px' }}>
                <SlipField label={SLIP_TEXT.price} hint={priceEcho(values.price)}>
                  <Input name="price" value={values.price} onChange={(e) => set({ price: e.target.value })} />
                </SlipField>
              </div>
              {bet.market !== 'moneyline' && (
                <div style={{ flex: '1 1 100px' }}>
                  <SlipField label={SLIP_TEXT.line}>
                    <Input
                      name="line"
                      value={values.line ?? ''}
                      onChange={(e) => set({ line: numberOrNull(e.target.value) })}
                    />
                  </SlipField>
                </div>
              )}
              <div style={{ flex: '1 1 120px' }}>
                <SlipField label={SLIP_TEXT.stake}>
                  <Input
                    name="stake"
                    value={values.stake ?? ''}
                    onChange={(e) => set({ stake: numberOrNull(e.target.value) })}
                  />
                </SlipField>
              </div>
            </Flex>
          )}
          <SlipField label={SLIP_TEXT.book}>
            <Input name="book" maxLength={40} value={values.book} onChange={(e) => set({ book: e.target.value })} />
          </SlipField>
          <SlipField label={SLIP_TEXT.note}>
            <Input name="note" maxLength={280} value={values.note} onChange={(e) => set({ note: e.target.value })} />
          </SlipField>
          {(problem || updating.error) && (
            <Alert type="error" showIcon message={problem ?? queryErrorMessage(updating.error)} />
          )}
          <Flex gap={8} justify="end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={updating.isLoading}>
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
