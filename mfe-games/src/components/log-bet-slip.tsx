// The bet slip of a game (log-bet.tsx's button opens it): loaded with the first tap on Log bet, not with the page.
import { useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import Modal from 'antd/es/modal';
import AutoComplete from 'antd/es/auto-complete';
import Radio from 'antd/es/radio';
import { Link } from 'react-router-dom';
import { LinkButton } from '@vantage/client/link-button';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useListBetsQuery, useLogBetMutation } from '@vantage/client/bets-api';
import { Text } from '@/shared/components/text';
import { SlipField as Field, numberOrNull } from './slip-field';
import { useBankroll } from '@/shared/hooks/use-bankroll';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import {
  betInputOf,
  initialSlip,
  MARKET_NAMES,
  marketsOfGame,
  previousBooks,
  priceEcho,
  PRICE_HELP,
  sideName,
  SLIP_TEXT,
  stakeShare,
  withMarket,
  withSide,
  type SlipGame,
  type SlipValues,
} from '@/shared/model/bet-slip';

function LogBetForm({ game, viewer, onClose }: { game: SlipGame; viewer: ViewerState; onClose: () => void }) {
  const { bankroll } = useBankroll(viewer);
  const [values, setValues] = useState<SlipValues>(() => initialSlip(game, null));
  const [problem, setProblem] = useState<string | null>(null);
  const books = useListBetsQuery({ cacheKey: viewer.email ?? '', filters: {} });
  const [logBet, logging] = useLogBetMutation();
  const offers = marketsOfGame(game);
  const offer = offers.find(({ market }) => market === values.market) ?? offers[0];
  const set = (change: Partial<SlipValues>) => setValues((current) => ({ ...current, ...change }));

  if (logging.isSuccess)
    return (
      <Flex vertical gap={12} data-testid="bet-logged">
        <Alert type="success" showIcon message={SLIP_TEXT.logged} />
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Close</Button>
          <Link to="/bets">
            <Button type="primary">{SLIP_TEXT.seeBets}</Button>
          </Link>
        </Flex>
      </Flex>
    );

  const submit = () => {
    const slip = betInputOf(game, values);
    if ('problem' in slip) return setProblem(slip.problem);
    setProblem(null);
    void logBet(slip.input);
  };
  const hasPrice = Object.keys(offer.prices).length > 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex vertical gap={12}>
        {offers.length > 1 && (
          <Field label={SLIP_TEXT.market}>
            <Radio.Group
              optionType="button"
              value={values.market}
              onChange={(event) => {
                const next = offers.find(({ market }) => market === event.target.value);
                if (next) setValues(withMarket(values, next));
              }}
              options={offers.map(({ market }) => ({ value: market, label: MARKET_NAMES[market] }))}
            />
          </Field>
        )}
        <Field label={SLIP_TEXT.side}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={values.side}
            onChange={(event) => setValues(withSide(values, offer, event.target.value))}
            options={offer.sides.map((side) => ({ value: side, label: sideName(game, side, values.line) }))}
          />
        </Field>
        <Flex gap={12} wrap>
          <div style={{ flex: '1 1 120px' }}>
            <Field label={SLIP_TEXT.price} hint={priceEcho(values.price) ?? (hasPrice ? null : SLIP_TEXT.noLine)}>
              <Input
                name="price"
                inputMode="decimal"
                placeholder={PRICE_HELP}
                value={values.price}
                onChange={(event) => set({ price: event.target.value })}
              />
            </Field>
          </div>
          {values.market !== 'moneyline' && (
            <div style={{ flex: '1 1 100px' }}>
              <Field label={SLIP_TEXT.line}>
                <Input
                  name="line"
                  inputMode="decimal"
                  value={values.line ?? ''}
                  onChange={(event) => set({ line: numberOrNull(event.target.value) })}
                />
              </Field>
            </div>
          )}
          <div style={{ flex: '1 1 120px' }}>
            <Field
              label={SLIP_TEXT.stake}
              hint={bankroll ? stakeShare(values.stake, bankroll) : SLIP_TEXT.bankrollHint}
            >
              <Input
                name="stake"
                inputMode="decimal"
                value={values.stake ?? ''}
                onChange={(event) => set({ stake: numberOrNull(event.target.value) })}
              />
            </Field>
          </div>
        </Flex>
        <Field label={SLIP_TEXT.book}>
          <AutoComplete
            value={values.book}
            onChange={(book: string) => set({ book })}
            options={previousBooks(books.data?.bets ?? []).map((book) => ({ value: book }))}
            filterOption={(typed, option) => option?.value.toLowerCase().includes(typed.toLowerCase()) ?? false}
          >
            <Input name="book" placeholder={SLIP_TEXT.bookPlaceholder} maxLength={40} />
          </AutoComplete>
        </Field>
        <Field label={SLIP_TEXT.note}>
          <Input
            name="note"
            placeholder={SLIP_TEXT.notePlaceholder}
            maxLength={280}
            value={values.note}
            onChange={(event) => set({ note: event.target.value })}
          />
        </Field>
        {(problem || logging.error) && (
          <Alert type="error" showIcon message={problem ?? queryErrorMessage(logging.error)} />
        )}
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={logging.isLoading}>
            {SLIP_TEXT.save}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function SignInToLog() {
  return (
    <Flex vertical gap={12}>
      <Text>{SLIP_TEXT.signIn}</Text>
      <Flex gap={8} justify="end">
        <LinkButton to="/login">Login</LinkButton>
        <LinkButton type="primary" to="/signup">
          Sign Up
        </LinkButton>
      </Flex>
    </Flex>
  );
}

/** The slip over the page: the form for a member, the way in for a guest. */
export default function LogBetSlip({
  game,
  viewer,
  open,
  onClose,
}: {
  game: SlipGame;
  viewer: ViewerState;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={SLIP_TEXT.title(game)} width={440}>
      {viewer.signedIn ? <LogBetForm game={game} viewer={viewer} onClose={onClose} /> : <SignInToLog />}
    </Modal>
  );
}
