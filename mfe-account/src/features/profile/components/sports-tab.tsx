import { useState } from 'react';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import Select from 'antd/es/select';
import { TEAM_PICKER_SEARCH } from '@vantage/client/team-picker';
import { useLeagueTeamsQuery } from '@vantage/client/watchlists-api';
import Form from 'antd/es/form';
import type { Sport } from '@vantage/contracts/auth';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import {
  addSport,
  addTeam,
  availableSports,
  coveredLeague,
  removeSport,
  removeTeam,
  shownTeams,
  type FavoriteSelection,
  type ShownTeam,
} from '../model/favorite-sports';

export function SportsTab({ editor }: { editor: ProfileEditor }) {
  const { values, editing, fieldErrors, change } = editor;
  const selection: FavoriteSelection = {
    favorite_sports: values.favorite_sports,
    favorite_teams: values.favorite_teams,
  };
  const serverError = fieldErrors.favorite_sports ?? fieldErrors.favorite_teams;

  if (!editing && selection.favorite_sports.length === 0) {
    return <Empty description="No favorite sports yet. Choose Edit to add the sports and teams you follow." />;
  }
  return (
    <Flex vertical gap="middle">
      {editing && (
        <Form layout="vertical" component="div">
          <Form.Item label="Add a sport" htmlFor="profile-add-sport" style={{ marginBottom: 0 }}>
            <Select<Sport>
              id="profile-add-sport"
              placeholder="Choose a league"
              value={null}
              showSearch
              optionFilterProp="label"
              options={availableSports(selection.favorite_sports).map((sport) => ({ value: sport, label: sport }))}
              onChange={(sport) => change(addSport(selection, sport))}
              notFoundContent="No league by that name"
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        </Form>
      )}
      {serverError && <Typography.Text type="danger">{serverError}</Typography.Text>}
      {selection.favorite_sports.map((sport) => (
        <SportCard
          key={sport}
          sport={sport}
          teams={selection.favorite_teams[sport] ?? []}
          editing={editing}
          onAddTeam={(name) => {
            const result = addTeam(selection, sport, name);
            if ('selection' in result) change(result.selection);
            return 'error' in result ? result.error : null;
          }}
          onRemoveTeam={(team) => change(removeTeam(selection, sport, team))}
          onRemoveSport={() => change(removeSport(selection, sport))}
        />
      ))}
    </Flex>
  );
}

interface SportCardProps {
  sport: Sport;
  teams: string[];
  editing: boolean;
  /** Returns the refusal's message, or null when the team was added. */
  onAddTeam: (name: string) => string | null;
  onRemoveTeam: (team: ShownTeam) => void;
  onRemoveSport: () => void;
}

function SportCard({ sport, teams, editing, onAddTeam, onRemoveTeam, onRemoveSport }: SportCardProps) {
  const [error, setError] = useState<string | null>(null);
  const league = coveredLeague(sport);
  const leagueTeams = useLeagueTeamsQuery(league ?? 'mlb', { skip: league === null }).data;
  const shown = shownTeams(teams, league ? leagueTeams : undefined);
  const inputId = `team-${sport.replace(/\s+/g, '-')}`;
  const chosen = new Set(shown.map((team) => team.name));

  return (
    <Card
      size="small"
      title={sport}
      extra={
        editing && (
          <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={onRemoveSport}>
            Remove {sport}
          </Button>
        )
      }
    >
      <Flex vertical gap="small">
        {shown.length === 0 ? (
          <Typography.Text type="secondary">No teams yet</Typography.Text>
        ) : (
          <Flex wrap gap={6} role="list" aria-label={`${sport} teams`}>
            {shown.map((team) => (
              <Tag
                key={team.name}
                role="listitem"
                color={team.known ? undefined : 'warning'}
                title={team.known ? undefined : `No ${sport} team goes by this name`}
                style={{ marginInlineEnd: 0, paddingBlock: 2 }}
              >
                <Space size={2}>
                  {team.known ? team.name : `${team.name} (not an ${sport} team)`}
                  {editing && (
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={`Remove ${team.name}`}
                      onClick={() => onRemoveTeam(team)}
                      style={{ height: 18, width: 18, minWidth: 18 }}
                    />
                  )}
                </Space>
              </Tag>
            ))}
          </Flex>
        )}
        {league === null ? (
          <Typography.Text type="secondary">
            Vantage covers MLB, NBA, NFL and NHL: this sport is kept in your profile but shows no games.
          </Typography.Text>
        ) : (
          editing && (
            <Form layout="vertical" component="div">
              <Form.Item
                label={`Add a team to ${sport}`}
                htmlFor={inputId}
                validateStatus={error ? 'error' : undefined}
                help={error}
                style={{ marginBottom: 0 }}
              >
                <Select<string>
                  id={inputId}
                  value={null}
                  placeholder="Type a team, city or abbreviation"
                  showSearch={TEAM_PICKER_SEARCH}
                  loading={!leagueTeams}
                  options={(leagueTeams ?? [])
                    .filter((team) => !chosen.has(team.name))
                    .map((team) => ({ value: team.name, label: team.name, team }))}
                  onChange={(name) => setError(onAddTeam(name))}
                  notFoundContent="No team of this league by that name"
                  style={{ width: '100%', maxWidth: 420 }}
                />
              </Form.Item>
            </Form>
          )
        )}
      </Flex>
    </Card>
  );
}
