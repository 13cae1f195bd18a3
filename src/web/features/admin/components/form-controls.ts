// The admin lists' filters and the battle form take the form controls' look from here.
export { selectClass, textareaClass } from '#web/components/ui/input.tsx';
