import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Place {
  id: string;
  label: string;
  /** Known before the children are loaded: 0 means "no children". */
  childCount: number;
}

// What the fake server knows. `root` holds the top-level items.
const placesByParent: Record<string, Place[]> = {
  root: [
    { id: 'africa', label: 'Africa', childCount: 2 },
    { id: 'europe', label: 'Europe', childCount: 2 },
    { id: 'antarctica', label: 'Antarctica', childCount: 0 },
  ],
  africa: [
    { id: 'kenya', label: 'Kenya', childCount: 2 },
    { id: 'senegal', label: 'Senegal', childCount: 1 },
  ],
  kenya: [
    { id: 'nairobi', label: 'Nairobi', childCount: 0 },
    { id: 'mombasa', label: 'Mombasa', childCount: 0 },
  ],
  senegal: [{ id: 'dakar', label: 'Dakar', childCount: 0 }],
  europe: [
    { id: 'portugal', label: 'Portugal', childCount: 2 },
    { id: 'norway', label: 'Norway', childCount: 1 },
  ],
  portugal: [
    { id: 'lisbon', label: 'Lisbon', childCount: 0 },
    { id: 'porto', label: 'Porto', childCount: 0 },
  ],
  norway: [{ id: 'bergen', label: 'Bergen', childCount: 0 }],
};

const LATENCY_MS = 300;

// An empty `items` array makes the tree fetch the top level on mount.
const noItems: Place[] = [];

export default function LazyLoadingBasic() {
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

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (place: Place) => place.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Place[]>((resolve) => {
          const answer = () => resolve(placesByParent[parentId ?? 'root'] ?? []);
          const timer = setTimeout(() => {
            pending.current.delete(timer);
            answer();
          }, LATENCY_MS);
          pending.current.set(timer, answer);
        }),
    }),
    [],
  );

  const [rootLoaded, setRootLoaded] = React.useState(false);
  const [requestCount, setRequestCount] = React.useState(0);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {rootLoaded ? `Requests sent: ${requestCount}` : 'Loading continents…'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeViewPro
          aria-label="Places"
          aria-busy={!rootLoaded}
          items={noItems}
          dataSource={dataSource}
          onItemsLazyLoaded={({ parentId, isCacheHit }) => {
            if (parentId === null) {
              setRootLoaded(true);
            }
            if (!isCacheHit) {
              setRequestCount((count) => count + 1);
            }
          }}
          slotProps={{
            item: { slotProps: { loadingIcon: { 'aria-label': 'Loading' } } },
          }}
        />
      </Box>
    </Box>
  );
}
