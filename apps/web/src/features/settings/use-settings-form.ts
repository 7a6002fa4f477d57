import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { JobSettingsForm } from './settings-model.js';
import { selectSettingsForm, settingsActions } from './settings.slice.js';

type FieldName = Exclude<keyof JobSettingsForm, 'headers'>;

/** The shared settings form and a typed field setter. */
export function useSettingsForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectSettingsForm);
  const setField = <K extends FieldName>(name: K, value: JobSettingsForm[K]) => {
    dispatch(
      settingsActions.fieldEdited({ name, value } as Parameters<
        typeof settingsActions.fieldEdited
      >[0]),
    );
  };
  return { form, setField };
}
