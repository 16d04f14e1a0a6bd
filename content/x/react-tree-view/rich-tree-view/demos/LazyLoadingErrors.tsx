import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

interface Folder {
  id: string;
  label: string;
  childCount: number;
}

const rootFolders: Folder[] = [
  { id: 'projects', label: 'Projects', childCount: 2 },
  { id: 'reports', label: 'Reports (fails once)', childCount: 2 },
  { id: 'backups', label: 'Old backups (always fails)', childCount: 3 },
];

const contents: Record<string, Folder[]> = {
  projects: [
    { id: 'projects-atlas', label: 'Atlas', childCount: 0 },
    { id: 'projects-beacon', label: 'Beacon', childCount: 0 },
  ],
  reports: [
    { id: 'reports-q1', label: 'Q1 summary', childCount: 0 },
    { id: 'reports-q2', label: 'Q2 summary', childCount: 0 },
  ],
};

// Shows a message in the row while the item is in the error state.
const FolderItem = React.forwardRef(function FolderItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <span>{props.label}</span>
          {status.error ? (
            <Typography component="span" variant="caption" color="error">
              Could not load. Open it again to retry.
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function LazyLoadingErrors() {
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

  const attempts = React.useRef<Record<string, number>>({});
  const [failures, setFailures] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (folder: Folder) => folder.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Folder[]>((resolve, reject) => {
          const key = parentId ?? 'root';
          attempts.current[key] = (attempts.current[key] ?? 0) + 1;
          const fails = key === 'backups' || (key === 'reports' && attempts.current[key] === 1);
          const answer = () => {
            if (fails) {
              setFailures((count) => count + 1);
              reject(new Error(`Could not read the content of ${key}`));
            } else {
              resolve(contents[key] ?? []);
            }
          };
          const timer = setTimeout(() => {
            pending.current.delete(timer);
            answer();
          }, 300);
          pending.current.set(timer, answer);
        }),
    }),
    [],
  );

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Failed requests: {failures}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 420 }}>
        <RichTreeViewPro
          aria-label="Shared drive"
          items={rootFolders}
          dataSource={dataSource}
          slots={{ item: FolderItem }}
          slotProps={{
            item: { slotProps: { loadingIcon: { 'aria-label': 'Loading folder' } } },
          }}
        />
      </Box>
    </Box>
  );
}
