// A game's spread and total (the card, the modal and the game page): each side's chance, and for Basic and up the
// price and the EV at it; below Basic the same lock as the moneyline's EV.
import { Flex, theme } from 'antd';
import { tokenVar } from '@vantage/client/theme';
import { Text } from '@/shared/components/text';
import { evColor, SCALE_COLORS } from '../shared/model/scores';
import {
  evAtPrice,
  expectedMarginText,
  formatChance,
  LINE_MARKET_WORDS as W,
  lineMarketsNote,
  pushText,
  spreadSide,
  type LineMarketsGame,
} from '../shared/model/line-markets';
import { PremiumLink } from './premium-link';
import { TermHelp } from './term-help';

function Ev({
  ev,
  price,
  assumed,
  figure,
}: {
  ev: number | null;
  price: number | null;
  assumed: boolean;
  figure: string;
}) {
  const color = evColor(ev);
  return (
    <Text strong style={{ color: color ? SCALE_COLORS[color] : undefined }} data-figure={figure}>
      {evAtPrice(ev, price, assumed)}
    </Text>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap={8} wrap style={{ fontSize: 13 }}>
      <Text type="secondary" style={{ minWidth: 48 }}>
        {label}
      </Text>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Flex>
    </Flex>
  );
}

function SpreadRows({ game }: { game: LineMarketsGame }) {
  const s = game.spread!;
  const withEv = game.access.expected_value;
  return (
    <Row label={W.spread}>
      <Text data-figure="spread-chances">
        {W.cover}: {spreadSide(game, 'away')}{' '}
        <span data-figure="spread-away-cover">{formatChance(s.away_cover_probability)}</span> ·{' '}
        {spreadSide(game, 'home')} <span data-figure="spread-home-cover">{formatChance(s.home_cover_probability)}</span>
        {pushText(s.push_probability)}
      </Text>
      {withEv && (
        <Text>
          {W.ev}: {game.away_team_abbreviation}{' '}
          <Ev ev={s.away_ev} price={s.away_price} assumed={s.prices_assumed} figure="spread-away-ev" /> ·{' '}
          {game.home_team_abbreviation}{' '}
          <Ev ev={s.home_ev} price={s.home_price} assumed={s.prices_assumed} figure="spread-home-ev" />
        </Text>
      )}
      <Text type="secondary" style={{ fontSize: 12 }}>
        {W.expectedMargin}: {expectedMarginText(game)}
      </Text>
    </Row>
  );
}

function TotalRows({ game }: { game: LineMarketsGame }) {
  const t = game.total!;
  const withEv = game.access.expected_value;
  return (
    <Row label={`${W.total} ${t.line}`}>
      <Text data-figure="total-chances">
        {W.over} <span data-figure="total-over">{formatChance(t.over_probability)}</span> · {W.under}{' '}
        <span data-figure="total-under">{formatChance(t.under_probability)}</span>
        {pushText(t.push_probability)}
      </Text>
      {withEv && (
        <Text>
          {W.ev}: {W.over} <Ev ev={t.over_ev} price={t.over_price} assumed={t.prices_assumed} figure="total-over-ev" />{' '}
          · {W.under} <Ev ev={t.under_ev} price={t.under_price} assumed={t.prices_assumed} figure="total-under-ev" />
        </Text>
      )}
      <Text type="secondary" style={{ fontSize: 12 }}>
        {W.expectedTotal}: {t.expected_total.toFixed(1)}
      </Text>
    </Row>
  );
}

/** The spread and total box; nothing for a guest's locked game (as its moneyline figures). */
export function LineMarkets({ game }: { game: LineMarketsGame }) {
  const { token } = theme.useToken();
  const note = lineMarketsNote(game);
  if (!note && !game.spread && !game.total) return null;
  const assumed = game.access.expected_value && (game.spread?.prices_assumed || game.total?.prices_assumed);
  return (
    <div
      style={{ border: `1px solid ${tokenVar('colorBorderSecondary')}`, borderRadius: token.borderRadius, padding: 8 }}
      data-testid="line-markets"
    >
      <Flex align="center" gap={2}>
        <Text strong style={{ fontSize: 12 }}>
          {W.title}
        </Text>
        <TermHelp term="lineMarkets" />
      </Flex>
      {note ? (
        <Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {note}
        </Text>
      ) : (
        <Flex vertical gap={6} style={{ marginTop: 4 }}>
          {game.spread && <SpreadRows game={game} />}
          {game.total && <TotalRows game={game} />}
          {assumed && (
            <Text type="secondary" style={{ fontSize: 12 }} data-figure="prices-assumed">
              {W.assumed}
            </Text>
          )}
          {!game.access.expected_value && <PremiumLink>{W.locked}</PremiumLink>}
        </Flex>
      )}
    </div>
  );
}
