import { type RegisterOptions, useFormContext } from 'react-hook-form';

/**
 * The field `name` of the enclosing <Form>: the props that bind a control to it (name, value
 * events, ref) and its current error message.
 */
export function useFormField(name: string, options?: RegisterOptions) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return { control: register(name, options), error: error?.message };
}
