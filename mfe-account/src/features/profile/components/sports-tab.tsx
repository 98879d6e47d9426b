import { useState } from 'react';
import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import Form from 'antd/es/form';
import type { Sport } from '@vantage/contracts/auth';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import {
  addSport,
  addTeam,
  availableSports,
  removeSport,
  removeTeam,
  type FavoriteSelection,
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
              placeholder="Choose or type a sport"
              value={null}
              showSearch
              optionFilterProp="label"
              options={availableSports(selection.favorite_sports).map((sport) => ({ value: sport, label: sport }))}
              onChange={(sport) => change(addSport(selection, sport))}
              notFoundContent="Every sport is already chosen"
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
  onRemoveTeam: (team: string) => void;
  onRemoveSport: () => void;
}

function SportCard({ sport, teams, editing, onAddTeam, onRemoveTeam, onRemoveSport }: SportCardProps) {
  const [teamName, setTeamName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = `team-${sport.replace(/\s+/g, '-')}`;

  const add = () => {
    const refusal = onAddTeam(teamName);
    setError(refusal);
    if (!refusal) setTeamName('');
  };

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
        {teams.length === 0 ? (
          <Typography.Text type="secondary">No teams yet</Typography.Text>
        ) : (
          <Flex wrap gap={6} role="list" aria-label={`${sport} teams`}>
            {teams.map((team) => (
              <Tag key={team} role="listitem" style={{ marginInlineEnd: 0, paddingBlock: 2 }}>
                <Space size={2}>
                  {team}
                  {editing && (
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={`Remove ${team}`}
                      onClick={() => onRemoveTeam(team)}
                      style={{ height: 18, width: 18, minWidth: 18 }}
                    />
                  )}
                </Space>
              </Tag>
            ))}
          </Flex>
        )}
        {editing && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={`Add a team to ${sport}`}
              htmlFor={inputId}
              validateStatus={error ? 'error' : undefined}
              help={error}
              style={{ marginBottom: 0 }}
            >
              <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
                <Input
                  id={inputId}
                  value={teamName}
                  placeholder="Team name, then Enter"
                  onChange={(event) => {
                    setTeamName(event.target.value);
                    setError(null);
                  }}
                  onPressEnter={add}
                />
                <Button icon={<PlusOutlined />} onClick={add}>
                  Add team
                </Button>
              </Space.Compact>
            </Form.Item>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
