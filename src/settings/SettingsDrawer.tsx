'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from '@/i18n';
import {
  CODE_STYLING_LABELS,
  CODE_STYLINGS,
  CODE_VARIANTS,
  COLOR_MODES,
  type CodeStyling,
  type CodeVariant,
  type ColorMode,
} from '@/preferences';
import {
  setCodeStyling,
  setCodeVariant,
  setColorMode,
  setDirection,
  useColorMode,
  useHtmlAttribute,
} from '@/preferences/client';
import { useChangeTheme, useThemeDispatch, useThemeState, type Direction } from '@/theme/client';
import { CloseIcon } from '@/ui/icons';
import styles from './SettingsDrawer.module.css';

/** Colours shown in the pickers until the reader chooses: Material UI's default primary and secondary. */
const DEFAULT_COLORS = { primary: '#1976d2', secondary: '#9c27b0' };

/**
 * The reader's settings in a modal side panel (a native <dialog>: focus stays inside, Escape closes).
 * Every choice applies at once and is remembered.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mode = useColorMode();
  const direction = useHtmlAttribute('dir', 'ltr') as Direction;
  const codeVariant = useHtmlAttribute('data-code-variant', 'TS') as CodeVariant;
  const codeStyling = useHtmlAttribute('data-code-styling', 'system') as CodeStyling;
  const theme = useThemeState();
  const dispatch = useThemeDispatch();
  const changeTheme = useChangeTheme();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const modeLabels: Record<ColorMode, string | null> = {
    light: t('settings.modeLight'),
    system: t('settings.modeSystem'),
    dark: t('settings.modeDark'),
  };

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId}>{t('settings.title')}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('settings.close') ?? ''}
          >
            <CloseIcon />
          </button>
        </div>

        <Choice
          legend={t('settings.mode')}
          name="mode"
          options={COLOR_MODES.map((value) => ({ value, label: modeLabels[value] }))}
          value={mode}
          onChange={(value) => setColorMode(value as ColorMode)}
        />
        <Choice
          legend={t('settings.direction')}
          name="direction"
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
          value={direction}
          onChange={(value) => {
            setDirection(value as Direction);
            changeTheme({ direction: value as Direction });
          }}
        />
        <Choice
          legend={t('settings.codeVariant')}
          name="codeVariant"
          options={CODE_VARIANTS.map((value) => ({
            value,
            label: value === 'TS' ? 'TypeScript' : 'JavaScript',
          }))}
          value={codeVariant}
          onChange={(value) => setCodeVariant(value as CodeVariant)}
        />
        <Choice
          legend={t('settings.codeStyling')}
          name="codeStyling"
          options={CODE_STYLINGS.map((value) => ({ value, label: CODE_STYLING_LABELS[value] }))}
          value={codeStyling}
          onChange={(value) => setCodeStyling(value as CodeStyling)}
        />

        <Section title={t('settings.colors')} help={t('settings.colorsHelp')}>
          <div className={styles.colors}>
            {(['primary', 'secondary'] as const).map((key) => (
              <label key={key} className={styles.color}>
                <input
                  type="color"
                  value={theme.paletteColors[key] ?? DEFAULT_COLORS[key]}
                  onChange={(event) =>
                    changeTheme({
                      paletteColors: { ...theme.paletteColors, [key]: event.target.value },
                    })
                  }
                />
                <span>{t(`settings.${key}`)}</span>
              </label>
            ))}
          </div>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => dispatch({ type: 'RESET_COLORS' })}
          >
            {t('settings.resetColors')}
          </button>
        </Section>

        <Section title={t('settings.density')}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              checked={theme.dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
            />
            <span>{t('settings.dense')}</span>
          </label>
          <div className={styles.spacing}>
            <span id={`${titleId}-spacing`}>{t('settings.spacing')}</span>
            <button
              type="button"
              className={styles.stepper}
              aria-label={t('settings.decreaseSpacing') ?? ''}
              disabled={theme.spacing <= 1}
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            >
              −
            </button>
            <output aria-labelledby={`${titleId}-spacing`} aria-live="polite">
              {theme.spacing}px
            </output>
            <button
              type="button"
              className={styles.stepper}
              aria-label={t('settings.increaseSpacing') ?? ''}
              disabled={theme.spacing >= 16}
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => dispatch({ type: 'RESET_DENSITY' })}
          >
            {t('settings.resetDensity')}
          </button>
        </Section>
      </div>
    </dialog>
  );
}

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string | null;
  name: string;
  options: { value: string; label: string | null }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({
  title,
  help,
  children,
}: {
  title: string | null;
  help?: string | null;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      {help ? <p className={styles.help}>{help}</p> : null}
      {children}
    </section>
  );
}
