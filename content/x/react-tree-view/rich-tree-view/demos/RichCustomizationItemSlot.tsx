import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Account {
  id: string;
  label: string;
  balance: number;
  children?: Account[];
}

const accounts: Account[] = [
  {
    id: 'assets',
    label: 'Assets',
    balance: 18250,
    children: [
      { id: 'checking', label: 'Checking', balance: 3250 },
      { id: 'savings', label: 'Savings', balance: 15000 },
    ],
  },
  {
    id: 'liabilities',
    label: 'Liabilities',
    balance: -1420,
    children: [{ id: 'credit-card', label: 'Credit card', balance: -1420 }],
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The `item` slot receives the props of TreeItem; the model gives access to the extra fields.
const AccountItem = React.forwardRef(function AccountItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const account = useTreeItemModel<Account>(props.itemId);

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{props.label}</span>
          {account ? (
            <Typography
              component="span"
              sx={{
                fontVariantNumeric: 'tabular-nums',
                color: account.balance < 0 ? 'error.main' : 'text.secondary',
              }}
            >
              {currency.format(account.balance)}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function RichCustomizationItemSlot() {
  return (
    <Box sx={{ height: 220, width: '100%', maxWidth: 400, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Accounts"
        items={accounts}
        defaultExpandedItems={['assets', 'liabilities']}
        slots={{ item: AccountItem }}
      />
    </Box>
  );
}
