// product rules §5: a game's pick as the modal and the game page show it; the dashboard card shows the same
// figures in its own layout, with the same formatters and the same data-figure names.
import { Flex, Tag } from 'antd';
import { Text } from '@/shared/components/text';
import { CONFIDENCE_NAMES, formatPick, formatProbability, type GameFigures } from '../shared/model/figures';
import { SCALE_COLORS, totalScoreColor } from '../shared/model/scores';
import type { Term as TermName } from '../shared/model/glossary';
import { TermHelp } from './term-help';

export const CONFIDENCE_TAG_COLORS = { high: 'green', medium: 'gold', low: 'orange' } as const;

function Label({ children }: { children: string }) {
  return (
    <Text type="secondary" style={{ fontSize: 12 }}>
      {children}
    </Text>
  );
}

/** A label with its "what is this?" (once per pair of sides: the first side's). */
export function TermLabel({ label, term }: { label: string; term?: TermName }) {
  return (
    <Flex align="center" gap={2}>
      <Label>{label}</Label>
      {term && <TermHelp term={term} />}
    </Flex>
  );
}

function Side({ name, side, figures }: { name: string; side: 'home' | 'away'; figures: GameFigures }) {
  const help = side === 'away';
  const total = side === 'home' ? figures.homeVantage : figures.awayVantage;
  const probability = side === 'home' ? figures.homeWinProbability : figures.awayWinProbability;
  return (
    <Flex vertical style={{ flex: '1 1 140px', minWidth: 0 }}>
      <Text strong>{name}</Text>
      <TermLabel label="Vantage score" term={help ? 'vantage' : undefined} />
      <Text strong style={{ fontSize: 20, color: SCALE_COLORS[totalScoreColor(total)] }}>
        <span data-figure={`${side}-vantage`}>
          {total.toFixed(1)}
          <Text type="secondary" style={{ fontSize: 13 }}>
            {' '}
            / 60
          </Text>
        </span>
      </Text>
      <TermLabel label="Win probability" term={help ? 'winProbability' : undefined} />
      <Text strong data-figure={`${side}-probability`}>
        {formatProbability(probability)}
      </Text>
    </Flex>
  );
}

export function PickFigures({ figures, teams }: { figures: GameFigures; teams: { home: string; away: string } }) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap>
        <Side name={teams.away} side="away" figures={figures} />
        <Side name={teams.home} side="home" figures={figures} />
      </Flex>
      <Flex gap={24} wrap>
        <Flex vertical>
          <TermLabel label="Pick" term="pick" />
          <Text strong data-figure="pick">
            {formatPick(figures, teams)}
          </Text>
        </Flex>
        <Flex vertical>
          <TermLabel label="Confidence" term="confidence" />
          <Tag color={CONFIDENCE_TAG_COLORS[figures.confidence]} style={{ width: 'fit-content' }}>
            <span data-figure="confidence">{CONFIDENCE_NAMES[figures.confidence]}</span>
          </Tag>
        </Flex>
      </Flex>
    </Flex>
  );
}
