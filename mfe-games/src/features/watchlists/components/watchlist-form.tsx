import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { Text } from '@/shared/components/text';
import Form from 'antd/es/form';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { failureParts } from '@vantage/client/error-message';
import { useLeagueTeamsQuery } from '@vantage/client/watchlists-api';
import { TEAM_PICKER_SEARCH } from '@vantage/client/team-picker';
import {
  ANY_SITUATION,
  LEAGUES,
  OPPONENT_CHOICES,
  SITUATION_CHOICES,
  type League,
} from '@vantage/contracts/sports-rules';
import type { ExplorerSituation } from '@vantage/contracts/sports';
import { WATCHLIST_LIMITS } from '@vantage/contracts/watchlist-rules';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { leaguesOffered, teamValue, type WatchlistFormValues } from '../model/watchlists';

/** Each offered league's teams (four small cached reads at most). */
function useTeams(leagues: League[]) {
  const mlb = useLeagueTeamsQuery('mlb', { skip: !leagues.includes('mlb') });
  const nba = useLeagueTeamsQuery('nba', { skip: !leagues.includes('nba') });
  const nfl = useLeagueTeamsQuery('nfl', { skip: !leagues.includes('nfl') });
  const nhl = useLeagueTeamsQuery('nhl', { skip: !leagues.includes('nhl') });
  const answers = { mlb, nba, nfl, nhl };
  return leagues.map((league) => ({ league, teams: answers[league].data ?? [] }));
}

function SituationEditor({
  situation,
  divisions,
  onChange,
  onRemove,
  index,
}: {
  situation: ExplorerSituation;
  divisions: string[];
  onChange: (next: ExplorerSituation) => void;
  onRemove: () => void;
  index: number;
}) {
  return (
    <fieldset
      className="watchlist-situation"
      style={{ border: '1px solid rgba(128,128,128,0.35)', borderRadius: 8, padding: 12, margin: 0 }}
    >
      <legend style={{ padding: '0 4px', fontSize: 13 }}>Situation {index + 1}</legend>
      <Flex gap={8} wrap>
        {SITUATION_CHOICES.map(({ key, label, options }) => (
          <div key={key} style={{ flex: '1 1 140px' }}>
            <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {label}
            </Text>
            <Select
              style={{ width: '100%' }}
              aria-label={`${label} (situation ${index + 1})`}
              value={situation[key]}
              onChange={(value: string) => onChange({ ...situation, [key]: value })}
              options={Object.entries(options).map(([value, text]) => ({ value, label: text }))}
            />
          </div>
        ))}
        <div style={{ flex: '1 1 140px' }}>
          <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            Opponent
          </Text>
          <Select
            style={{ width: '100%' }}
            aria-label={`Opponent (situation ${index + 1})`}
            value={situation.opponent}
            onChange={(opponent: string) => onChange({ ...situation, opponent })}
            options={[
              ...Object.entries(OPPONENT_CHOICES).map(([value, label]) => ({ value, label })),
              ...divisions.map((name) => ({ value: name, label: name })),
            ]}
          />
        </div>
      </Flex>
      <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={onRemove} style={{ marginTop: 8 }}>
        Remove situation
      </Button>
    </fieldset>
  );
}

/** The new/edit dialog (the page gives it a new `key` for each opening, so it starts from `initial`): name, leagues, teams, situations (the explorer's conditions) and the alert switch. */
export function WatchlistForm({
  open,
  title,
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  open: boolean;
  title: string;
  initial: WatchlistFormValues;
  saving: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onSave: (values: WatchlistFormValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<WatchlistFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const offered = leaguesOffered(values.leagues);
  const teams = useTeams(offered);
  const divisions = useMemo(
    () => [...new Set(teams.flatMap(({ teams: t }) => t.map((team) => team.division)))].sort(),
    [teams],
  );
  const failure = error ? failureParts(error) : null;
  const message = failure
    ? (failure.detail ?? failure.fields ?? failure.nonField ?? failure.transport ?? 'Not saved.')
    : null;
  return (
    <Modal
      open={open}
      title={title}
      okText="Save"
      onOk={() => onSave(values)}
      okButtonProps={{ loading: saving, disabled: values.name.trim() === '' }}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Name" required>
          <Input
            value={values.name}
            maxLength={WATCHLIST_LIMITS.nameLength}
            placeholder="Road underdogs after a loss"
            onChange={(e) => set({ name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Leagues" extra="None chosen: every league.">
          <Select
            mode="multiple"
            aria-label="Leagues"
            placeholder="Every league"
            value={values.leagues}
            onChange={(chosen: League[]) =>
              set({
                leagues: chosen,
                teams: values.teams.filter((t) => chosen.length === 0 || chosen.includes(t.split(':')[0] as League)),
              })
            }
            options={LEAGUES.map((league) => ({ value: league, label: league.toUpperCase() }))}
          />
        </Form.Item>
        <Form.Item label="Teams" extra="None chosen: every team of the leagues.">
          <Select
            mode="multiple"
            aria-label="Teams"
            value={values.teams}
            maxCount={WATCHLIST_LIMITS.teams}
            showSearch={TEAM_PICKER_SEARCH}
            placeholder="Any team"
            onChange={(chosen: string[]) => set({ teams: chosen })}
            options={teams.map(({ league, teams: list }) => ({
              label: league.toUpperCase(),
              title: league,
              options: list.map((team) => ({ value: teamValue(league, team.code), label: team.name, team })),
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Situations"
          extra="A game matches when one of its teams is in one of these (the trend explorer's conditions). None: any situation."
        >
          <Flex vertical gap={8}>
            {values.situations.map((situation, index) => (
              <SituationEditor
                key={index}
                index={index}
                situation={situation}
                divisions={divisions}
                onChange={(next) => set({ situations: values.situations.map((s, i) => (i === index ? next : s)) })}
                onRemove={() => set({ situations: values.situations.filter((_, i) => i !== index) })}
              />
            ))}
            {values.situations.length < WATCHLIST_LIMITS.situations && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => set({ situations: [...values.situations, ANY_SITUATION] })}
                style={{ alignSelf: 'flex-start' }}
              >
                Add situation
              </Button>
            )}
          </Flex>
        </Form.Item>
        <Form.Item>
          <Flex gap={8} align="center">
            <Switch checked={values.alerts} onChange={(alerts) => set({ alerts })} aria-label="Alerts" />
            <Text>Tell me when a game today matches (in the daily email)</Text>
          </Flex>
        </Form.Item>
        {message && <Alert type="error" showIcon message={message} />}
      </Form>
    </Modal>
  );
}
