import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Task {
  id: string;
  label: string;
  owner: string;
  status: 'todo' | 'doing' | 'done';
  children?: Task[];
}

const tasks: Task[] = [
  {
    id: 'onboarding',
    label: 'Onboarding flow',
    owner: 'Priya',
    status: 'doing',
    children: [
      { id: 'onboarding-copy', label: 'Welcome copy', owner: 'Sam', status: 'done' },
      { id: 'onboarding-tour', label: 'Product tour', owner: 'Priya', status: 'doing' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing page',
    owner: 'Lee',
    status: 'todo',
    children: [{ id: 'billing-invoices', label: 'Invoice list', owner: 'Lee', status: 'todo' }],
  },
];

const statusColor = { todo: 'default', doing: 'primary', done: 'success' } as const;
const statusText = { todo: 'To do', doing: 'In progress', done: 'Done' } as const;

interface TaskItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const TaskItem = React.forwardRef(function TaskItem(
  props: TaskItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const task = useTreeItemModel<Task>(itemId);
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TreeItemLabel {...getLabelProps()} />
            {task ? (
              <Typography variant="caption" color="text.secondary">
                Owner: {task.owner}
              </Typography>
            ) : null}
          </Box>
          {task ? (
            <Chip
              size="small"
              variant="outlined"
              color={statusColor[task.status]}
              label={statusText[task.status]}
            />
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationHook() {
  return (
    <Box sx={{ height: 320, width: '100%', maxWidth: 480, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Sprint tasks"
        items={tasks}
        defaultExpandedItems={['onboarding']}
        slots={{ item: TaskItem }}
      />
    </Box>
  );
}
