import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Team {
  id: string;
  label: string;
  memberCount: number;
}

// A fake server: the members of each team, returned after a fixed delay.
const membersByTeam: Record<string, Team[]> = {
  design: [
    { id: 'design-ana', label: 'Ana Souza', memberCount: 0 },
    { id: 'design-tom', label: 'Tom Becker', memberCount: 0 },
  ],
  support: [
    { id: 'support-eu', label: 'Europe shift', memberCount: 2 },
    { id: 'support-us', label: 'Americas shift', memberCount: 1 },
  ],
  'support-eu': [
    { id: 'support-eu-ines', label: 'Inês Costa', memberCount: 0 },
    { id: 'support-eu-jan', label: 'Jan Novak', memberCount: 0 },
  ],
  'support-us': [{ id: 'support-us-maya', label: 'Maya Reyes', memberCount: 0 }],
};

const rootTeams: Team[] = [
  { id: 'design', label: 'Design', memberCount: 2 },
  { id: 'support', label: 'Support', memberCount: 2 },
  { id: 'interns', label: 'Interns (none yet)', memberCount: 0 },
];

const dataSource = {
  getChildrenCount: (team: Team) => team.memberCount,
  getTreeItems: (parentId?: string) =>
    new Promise<Team[]>((resolve) => {
      setTimeout(() => resolve(parentId ? (membersByTeam[parentId] ?? []) : rootTeams), 700);
    }),
};

export default function RichItemsLazyLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Last loads: {requests.length > 0 ? requests.join(', ') : 'nothing yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeViewPro
          aria-label="Teams"
          items={rootTeams}
          dataSource={dataSource}
          onItemsLazyLoaded={({ parentId, isCacheHit }) => {
            if (parentId !== null) {
              setRequests((prev) =>
                [...prev, isCacheHit ? `${parentId} (from cache)` : parentId].slice(-3),
              );
            }
          }}
          slotProps={{
            item: { slotProps: { loadingIcon: { 'aria-label': 'Loading members' } } },
          }}
        />
      </Box>
    </Box>
  );
}
