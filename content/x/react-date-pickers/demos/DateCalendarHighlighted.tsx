import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const initialMonth = dayjs('2026-04-01');

/** Stands in for a server request: returns the days of the month that have events. */
function fetchEventDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const seed = month.month() + 1;
      const days = [3, 8, 14, 21, 27].map((day) => ((day + seed * 2) % month.daysInMonth()) + 1);
      resolve(days);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const EventDaysContext = React.createContext<number[]>([]);

function EventDay(props: PickersDayProps) {
  const eventDays = React.useContext(EventDaysContext);
  const { day, outsideCurrentMonth } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function DateCalendarHighlighted() {
  const [loading, setLoading] = React.useState(true);
  const [eventDays, setEventDays] = React.useState<number[]>([]);
  const controller = React.useRef<AbortController | null>(null);

  /** Starts a request for the month, cancelling the previous one. */
  const fetchMonth = React.useCallback((month: Dayjs) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchEventDays(month, current.signal)
      .then((days) => {
        setEventDays(days);
        setLoading(false);
      })
      .catch(() => {
        // Aborted: a newer request is under way.
      });
  }, []);

  React.useEffect(() => {
    fetchMonth(initialMonth);
    return () => controller.current?.abort();
  }, [fetchMonth]);

  const handleMonthChange = (month: Dayjs) => {
    setLoading(true);
    fetchMonth(month);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <EventDaysContext.Provider value={eventDays}>
          <DateCalendar
            referenceDate={initialMonth}
            loading={loading}
            onMonthChange={handleMonthChange}
            renderLoading={() => <DayCalendarSkeleton />}
            slots={{ day: EventDay }}
          />
        </EventDaysContext.Provider>
      </Box>
    </LocalizationProvider>
  );
}
