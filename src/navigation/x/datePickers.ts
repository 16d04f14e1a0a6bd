import type { NavPage } from '../types';

/** The entries of the Date and Time Pickers group of the /x/ tree (see `xSkeleton`). */
export const entries: readonly NavPage[] = [
  { pathname: '/x/react-date-pickers', title: 'Overview' },
  { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
  { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
  // Not in the 8.29.3 tree: our FAQ pages keep their URL and place.
  { pathname: '/x/react-date-pickers/faq', title: 'FAQs' },
  {
    pathname: '/x/react-date-pickers-components',
    title: 'Components',
    subheader: 'Components',
    children: [
      {
        pathname: '/x/react-date-pickers/date-pickers',
        title: 'Date components',
        children: [
          { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
          { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
          { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/time-pickers',
        title: 'Time components',
        children: [
          { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
          { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
          { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
          { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/date-time-pickers',
        title: 'Date Time components',
        children: [
          { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
          { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/date-range-pickers',
        title: 'Date Range components',
        plan: 'pro',
        children: [
          { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
          { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field' },
          {
            pathname: '/x/react-date-pickers/date-range-calendar',
            title: 'Date Range Calendar',
          },
        ],
      },
      {
        pathname: '/x/react-date-pickers/time-range-pickers',
        title: 'Time Range components',
        plan: 'pro',
        children: [
          {
            pathname: '/x/react-date-pickers/time-range-picker',
            title: 'Time Range Picker',
            newFeature: true,
          },
          { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/date-time-range-pickers',
        title: 'Date Time Range components',
        plan: 'pro',
        children: [
          {
            pathname: '/x/react-date-pickers/date-time-range-picker',
            title: 'Date Time Range Picker',
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-field',
            title: 'Date Time Range Field',
          },
        ],
      },
      { pathname: '/x/react-date-pickers/fields', title: 'Field components' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/main-features',
    title: 'Main features',
    subheader: 'Main features',
    children: [
      { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
      { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
      { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
      { pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/localization-group',
    title: 'Localization',
    subheader: 'Localization',
    children: [
      { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
      {
        pathname: '/x/react-date-pickers/adapters-locale',
        title: 'Date format and localization',
      },
      { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
      { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/customization-group',
    title: 'Customization',
    subheader: 'Customization',
    children: [
      { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
      { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
      { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
      {
        pathname: '/x/react-date-pickers/custom-opening-button',
        title: 'Custom opening button',
      },
      { pathname: '/x/react-date-pickers/playground', title: 'Customization playground' },
    ],
  },
  {
    pathname: '/x/api/picker-resources',
    title: 'Resources',
    subheader: 'Resources',
    children: [
      {
        pathname: '/x/api/date-pickers-group',
        title: 'API reference',
        children: [
          { pathname: '/x/api/date-pickers', title: 'Index' },
          { pathname: '/x/api/date-pickers/date-calendar', title: 'DateCalendar' },
          { pathname: '/x/api/date-pickers/date-field', title: 'DateField' },
          { pathname: '/x/api/date-pickers/date-picker', title: 'DatePicker' },
          { pathname: '/x/api/date-pickers/date-picker-toolbar', title: 'DatePickerToolbar' },
          {
            pathname: '/x/api/date-pickers/date-range-calendar',
            title: 'DateRangeCalendar',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker',
            title: 'DateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker-day',
            title: 'DateRangePickerDay',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker-day-2',
            title: 'DateRangePickerDay2',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker-toolbar',
            title: 'DateRangePickerToolbar',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/date-time-field', title: 'DateTimeField' },
          { pathname: '/x/api/date-pickers/date-time-picker', title: 'DateTimePicker' },
          {
            pathname: '/x/api/date-pickers/date-time-picker-tabs',
            title: 'DateTimePickerTabs',
          },
          {
            pathname: '/x/api/date-pickers/date-time-picker-toolbar',
            title: 'DateTimePickerToolbar',
          },
          {
            pathname: '/x/api/date-pickers/date-time-range-picker',
            title: 'DateTimeRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-time-range-picker-tabs',
            title: 'DateTimeRangePickerTabs',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-time-range-picker-toolbar',
            title: 'DateTimeRangePickerToolbar',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/day-calendar-skeleton',
            title: 'DayCalendarSkeleton',
          },
          { pathname: '/x/api/date-pickers/desktop-date-picker', title: 'DesktopDatePicker' },
          {
            pathname: '/x/api/date-pickers/desktop-date-range-picker',
            title: 'DesktopDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/desktop-date-time-picker',
            title: 'DesktopDateTimePicker',
          },
          {
            pathname: '/x/api/date-pickers/desktop-date-time-range-picker',
            title: 'DesktopDateTimeRangePicker',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/desktop-time-picker', title: 'DesktopTimePicker' },
          {
            pathname: '/x/api/date-pickers/desktop-time-range-picker',
            title: 'DesktopTimeRangePicker',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/digital-clock', title: 'DigitalClock' },
          {
            pathname: '/x/api/date-pickers/localization-provider',
            title: 'LocalizationProvider',
          },
          { pathname: '/x/api/date-pickers/mobile-date-picker', title: 'MobileDatePicker' },
          {
            pathname: '/x/api/date-pickers/mobile-date-range-picker',
            title: 'MobileDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/mobile-date-time-picker',
            title: 'MobileDateTimePicker',
          },
          {
            pathname: '/x/api/date-pickers/mobile-date-time-range-picker',
            title: 'MobileDateTimeRangePicker',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/mobile-time-picker', title: 'MobileTimePicker' },
          {
            pathname: '/x/api/date-pickers/mobile-time-range-picker',
            title: 'MobileTimeRangePicker',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/month-calendar', title: 'MonthCalendar' },
          {
            pathname: '/x/api/date-pickers/multi-input-date-range-field',
            title: 'MultiInputDateRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-input-date-time-range-field',
            title: 'MultiInputDateTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-input-time-range-field',
            title: 'MultiInputTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-section-digital-clock',
            title: 'MultiSectionDigitalClock',
          },
          { pathname: '/x/api/date-pickers/picker-day-2', title: 'PickerDay2' },
          { pathname: '/x/api/date-pickers/pickers-action-bar', title: 'PickersActionBar' },
          {
            pathname: '/x/api/date-pickers/pickers-calendar-header',
            title: 'PickersCalendarHeader',
          },
          { pathname: '/x/api/date-pickers/pickers-day', title: 'PickersDay' },
          { pathname: '/x/api/date-pickers/pickers-layout', title: 'PickersLayout' },
          {
            pathname: '/x/api/date-pickers/pickers-range-calendar-header',
            title: 'PickersRangeCalendarHeader',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/pickers-section-list', title: 'PickersSectionList' },
          { pathname: '/x/api/date-pickers/pickers-shortcuts', title: 'PickersShortcuts' },
          { pathname: '/x/api/date-pickers/pickers-text-field', title: 'PickersTextField' },
          {
            pathname: '/x/api/date-pickers/single-input-date-range-field',
            title: 'SingleInputDateRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/single-input-date-time-range-field',
            title: 'SingleInputDateTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/single-input-time-range-field',
            title: 'SingleInputTimeRangeField',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/static-date-picker', title: 'StaticDatePicker' },
          {
            pathname: '/x/api/date-pickers/static-date-range-picker',
            title: 'StaticDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/static-date-time-picker',
            title: 'StaticDateTimePicker',
          },
          { pathname: '/x/api/date-pickers/static-time-picker', title: 'StaticTimePicker' },
          { pathname: '/x/api/date-pickers/time-clock', title: 'TimeClock' },
          { pathname: '/x/api/date-pickers/time-field', title: 'TimeField' },
          { pathname: '/x/api/date-pickers/time-picker', title: 'TimePicker' },
          { pathname: '/x/api/date-pickers/time-picker-toolbar', title: 'TimePickerToolbar' },
          {
            pathname: '/x/api/date-pickers/time-range-picker',
            title: 'TimeRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/time-range-picker-tabs',
            title: 'TimeRangePickerTabs',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/time-range-picker-toolbar',
            title: 'TimeRangePickerToolbar',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/year-calendar', title: 'YearCalendar' },
        ],
      },
    ],
  },
];
