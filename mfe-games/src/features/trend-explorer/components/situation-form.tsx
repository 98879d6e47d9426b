import type { ReactNode } from 'react';
import { Card, Flex } from 'antd';
import Select from 'antd/es/select';
import { Text } from '@/shared/components/text';
import Segmented from 'antd/es/segmented';
import { OPPONENT_CHOICES, SITUATION_CHOICES, type SituationChoiceKey } from '@vantage/contracts/sports-rules';
import { TEAM_PICKER_SEARCH } from '@vantage/client/team-picker';
import type { ExplorerQuestion } from '../hooks/use-explorer';
import type { Situation } from '../model/explorer';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const id = `explorer-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 180px', maxWidth: 360 }} role="group" aria-labelledby={id}>
      <Text type="secondary" id={id}>
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/** A choice's options are its condition's values. */
const choice = (key: SituationChoiceKey, value: string) => ({ [key]: value }) as Partial<Situation>;

/** The "Situation" card: the team, the seasons and the conditions a game must meet. */
export function SituationForm({ question }: { question: ExplorerQuestion }) {
  const { situation, setSituation: set } = question;
  return (
    <Card size="small" title="Situation">
      <Flex gap={16} wrap>
        <Field label="Team">
          <Select
            showSearch={TEAM_PICKER_SEARCH}
            value={question.team ?? ''}
            onChange={(value: string) => question.setTeam(value || null)}
            options={[
              { value: '', label: 'All teams' },
              ...question.teams.map((t) => ({ value: t.code, label: t.name, team: t })),
            ]}
          />
        </Field>
        <Field label="Seasons">
          <Flex gap={8} align="center">
            <Select aria-label="First season" {...question.firstSeason} style={{ flex: 1 }} />
            <span>to</span>
            <Select aria-label="Last season" {...question.lastSeason} style={{ flex: 1 }} />
          </Flex>
        </Field>
        {SITUATION_CHOICES.map(({ key, label, segmented, options: labels }) => {
          const options = Object.entries(labels).map(([value, text]) => ({ value, label: text }));
          return (
            <Field key={key} label={label}>
              {segmented ? (
                <Segmented value={situation[key]} onChange={(value) => set(choice(key, value))} options={options} />
              ) : (
                <Select
                  value={situation[key]}
                  onChange={(value: string) => set(choice(key, value))}
                  options={options}
                />
              )}
            </Field>
          );
        })}
        <Field label="Opponent">
          <Select
            value={situation.opponent}
            onChange={(opponent: string) => set({ opponent })}
            options={[
              ...Object.entries(OPPONENT_CHOICES).map(([value, label]) => ({ value, label })),
              ...question.divisions.map((name) => ({ value: name, label: name })),
            ]}
          />
        </Field>
      </Flex>
    </Card>
  );
}
