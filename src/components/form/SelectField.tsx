/** The form's select is the shared chooser; the name stays for the screens that use it. */
export { ComboBox as SelectField, type ComboBoxProps as SelectFieldProps } from '@/components/ui/ComboBox';
