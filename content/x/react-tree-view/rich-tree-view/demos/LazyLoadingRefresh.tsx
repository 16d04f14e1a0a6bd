import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Mailbox {
  id: string;
  label: string;
  childCount: number;
}

const mailboxes: Mailbox[] = [
  { id: 'inbox', label: 'Inbox', childCount: -1 },
  { id: 'sent', label: 'Sent', childCount: 2 },
];

const subjects = ['Invoice 1042', 'Team lunch', 'Build failed', 'Welcome aboard', 'Weekly report'];
const sentMessages: Mailbox[] = [
  { id: 'sent-1', label: 'Re: Offsite dates', childCount: 0 },
  { id: 'sent-2', label: 'Slides for Monday', childCount: 0 },
];

export default function LazyLoadingRefresh() {
  const apiRef = useRichTreeViewProApiRef();

  // Answers still pending on unmount are sent at once, so no timer outlives the demo.
  const pending = React.useRef(new Map<ReturnType<typeof setTimeout>, () => void>());
  React.useEffect(() => {
    const timers = pending.current;
    return () => {
      timers.forEach((answer, timer) => {
        clearTimeout(timer);
        answer();
      });
      timers.clear();
    };
  }, []);

  // Each request for the inbox returns one more message than the previous one.
  const inboxRequests = React.useRef(0);
  const [log, setLog] = React.useState('Open Inbox, close it, open it again.');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (mailbox: Mailbox) => mailbox.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Mailbox[]>((resolve) => {
          let messages = sentMessages;
          if (parentId === 'inbox') {
            inboxRequests.current += 1;
            const count = Math.min(inboxRequests.current, subjects.length);
            messages = subjects
              .slice(0, count)
              .map((subject, index) => ({ id: `inbox-${index}`, label: subject, childCount: 0 }))
              .reverse();
          }
          const answer = () => resolve(messages);
          const timer = setTimeout(() => {
            pending.current.delete(timer);
            answer();
          }, 300);
          pending.current.set(timer, answer);
        }),
    }),
    [],
  );

  const refreshInbox = async () => {
    await apiRef.current?.updateItemChildren('inbox');
    setLog(`Inbox refetched: request ${inboxRequests.current}.`);
  };

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={refreshInbox}>
          Check for new mail
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {log}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeViewPro
          aria-label="Mail"
          apiRef={apiRef}
          items={mailboxes}
          dataSource={dataSource}
          onItemsLazyLoaded={({ parentId, isCacheHit }) => {
            if (parentId === 'inbox') {
              setLog(
                isCacheHit
                  ? 'Inbox read from the cache: no request.'
                  : `Inbox fetched: request ${inboxRequests.current}.`,
              );
            }
          }}
          slotProps={{
            item: { slotProps: { loadingIcon: { 'aria-label': 'Loading messages' } } },
          }}
        />
      </Box>
    </Box>
  );
}
