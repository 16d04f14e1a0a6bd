import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnGroupingModel,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';

// The calendar always shows March 2025, whatever today's date is.
const YEAR = 2025;
const MONTH = 2; // March, zero-based as in Date.
const DAYS_IN_MONTH = 31;

type Absence = 'vacation' | 'sick' | 'holiday';

const absenceTypes: Record<
  Absence,
  { label: string; letter: string; color: string; bgcolor: string }
> = {
  vacation: {
    label: 'Vacation',
    letter: 'V',
    color: '#0d47a1',
    bgcolor: '#bbdefb',
  },
  sick: {
    label: 'Sick leave',
    letter: 'S',
    color: '#8e0000',
    bgcolor: '#ffcdd2',
  },
  holiday: {
    label: 'Public holiday',
    letter: 'H',
    color: '#4e342e',
    bgcolor: '#fff59d',
  },
};

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const days = Array.from({ length: DAYS_IN_MONTH }, (_, index) => {
  const day = index + 1;
  const weekday = new Date(YEAR, MONTH, day).getDay();
  return {
    day,
    field: `d${day}`,
    weekday,
    isWeekend: weekday === 0 || weekday === 6,
  };
});

interface EmployeeSource {
  name: string;
  office: 'Dublin' | 'Lisbon' | 'Toronto';
  // [type, first day, last day]; weekends inside a range are not counted.
  ranges: [Absence, number, number][];
}

const employees: EmployeeSource[] = [
  { name: 'Aoife Byrne', office: 'Dublin', ranges: [['vacation', 3, 7]] },
  {
    name: 'Rui Almeida',
    office: 'Lisbon',
    ranges: [
      ['sick', 11, 12],
      ['vacation', 24, 28],
    ],
  },
  { name: 'Maya Thompson', office: 'Toronto', ranges: [['vacation', 17, 21]] },
  {
    name: 'Ciarán Walsh',
    office: 'Dublin',
    ranges: [
      ['sick', 4, 4],
      ['vacation', 31, 31],
    ],
  },
  { name: 'Inês Carvalho', office: 'Lisbon', ranges: [['vacation', 10, 14]] },
  { name: 'Daniel Okafor', office: 'Toronto', ranges: [['sick', 25, 27]] },
  { name: 'Sinéad Murphy', office: 'Dublin', ranges: [['vacation', 18, 19]] },
  {
    name: 'Tiago Santos',
    office: 'Lisbon',
    ranges: [
      ['vacation', 3, 4],
      ['sick', 20, 20],
    ],
  },
  {
    name: 'Priya Raman',
    office: 'Toronto',
    ranges: [
      ['vacation', 6, 7],
      ['vacation', 12, 14],
    ],
  },
  { name: 'Lucas Martin', office: 'Toronto', ranges: [] },
];

// Public holidays by office in March 2025: St Patrick's Day in Dublin.
const officeHolidays: Record<EmployeeSource['office'], number[]> = {
  Dublin: [17],
  Lisbon: [],
  Toronto: [],
};

type EmployeeRow = {
  id: number;
  name: string;
  office: string;
  daysOff: number;
} & Record<string, Absence | string | number | undefined>;

const rows: EmployeeRow[] = employees.map((employee, index) => {
  const row: EmployeeRow = {
    id: index + 1,
    name: employee.name,
    office: employee.office,
    daysOff: 0,
  };
  const mark = (day: number, type: Absence) => {
    if (!days[day - 1].isWeekend) {
      row[`d${day}`] = type;
    }
  };
  officeHolidays[employee.office].forEach((day) => mark(day, 'holiday'));
  employee.ranges.forEach(([type, from, to]) => {
    for (let day = from; day <= to; day += 1) {
      mark(day, type);
    }
  });
  // Working days away, public holidays excluded.
  row.daysOff = days.filter((d) => row[d.field] === 'vacation' || row[d.field] === 'sick').length;
  return row;
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function AbsenceCell({ type }: { type: Absence | undefined }) {
  if (!type) {
    return null;
  }
  const { letter, label } = absenceTypes[type];
  return (
    <React.Fragment>
      <span aria-hidden>{letter}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </React.Fragment>
  );
}

const monthName = new Date(YEAR, MONTH, 1).toLocaleDateString('en-US', {
  month: 'long',
});

const dayColumns: GridColDef<EmployeeRow>[] = days.map(({ day, field, weekday, isWeekend }) => ({
  field,
  headerName: `${weekdayNames[weekday]} ${day}`,
  width: 48,
  align: 'center',
  headerAlign: 'center',
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  resizable: false,
  headerClassName: isWeekend ? 'weekend' : undefined,
  cellClassName: (params) => {
    const value = params.value as Absence | undefined;
    return [isWeekend ? 'weekend' : '', value ? `absence-${value}` : ''].join(' ');
  },
  renderHeader: () => (
    <Box sx={{ lineHeight: 1.2, textAlign: 'center' }}>
      <Box sx={{ fontSize: 11, color: 'text.secondary' }}>{weekdayNames[weekday]}</Box>
      <Box sx={{ fontWeight: 500 }}>{day}</Box>
    </Box>
  ),
  renderCell: (params: GridRenderCellParams<EmployeeRow, Absence | undefined>) => (
    <AbsenceCell type={params.value} />
  ),
}));

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Employee', width: 160 },
  { field: 'office', headerName: 'Office', width: 90 },
  ...dayColumns,
  { field: 'daysOff', headerName: 'Days off', type: 'number', width: 90 },
];

// One group per ISO week (weeks start on Monday); 1–2 March belong to week 9.
function isoWeek(day: number) {
  const date = new Date(Date.UTC(YEAR, MONTH, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86400000 + 1) / 7);
}

const columnGroupingModel: GridColumnGroupingModel = [];
days.forEach(({ day, field }) => {
  const groupId = `week-${isoWeek(day)}`;
  let group = columnGroupingModel.find((item) => item.groupId === groupId);
  if (!group) {
    group = {
      groupId,
      headerName: `Week ${isoWeek(day)}`,
      headerAlign: 'center',
      children: [],
    };
    columnGroupingModel.push(group);
  }
  group.children.push({ field });
});

const cellStyles = Object.fromEntries(
  (Object.keys(absenceTypes) as Absence[]).map((type) => [
    `& .MuiDataGrid-cell.absence-${type}`,
    {
      color: absenceTypes[type].color,
      backgroundColor: absenceTypes[type].bgcolor,
      fontWeight: 700,
    },
  ]),
);

function Legend() {
  return (
    <Stack
      component="ul"
      aria-label="Legend"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
    >
      {(Object.keys(absenceTypes) as Absence[]).map((type) => (
        <Stack component="li" key={type} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 24,
              height: 24,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 0.5,
              fontWeight: 700,
              fontSize: 13,
              color: absenceTypes[type].color,
              bgcolor: absenceTypes[type].bgcolor,
            }}
          >
            {absenceTypes[type].letter}
          </Box>
          <Typography variant="body2">{absenceTypes[type].label}</Typography>
        </Stack>
      ))}
      <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 24,
            height: 24,
            borderRadius: 0.5,
            bgcolor: 'action.selected',
          }}
        />
        <Typography variant="body2">Weekend</Typography>
      </Stack>
    </Stack>
  );
}

export default function TimeOffCalendar() {
  const titleId = React.useId();
  return (
    <Box
      sx={{
        height: 520,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Time off, {monthName} {YEAR}
      </Typography>
      <Legend />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          aria-labelledby={titleId}
          density="compact"
          disableRowSelectionOnClick
          hideFooter
          initialState={{
            pinnedColumns: { left: ['name'], right: ['daysOff'] },
          }}
          sx={{
            '& .weekend': { bgcolor: 'action.selected' },
            ...cellStyles,
          }}
        />
      </Box>
    </Box>
  );
}
