// Migration shim (issue #13): the form shell moved to the calculator runtime. Removed once every calculator is a definition.
export { CalculatorForm } from '#app/calculator-runtime/calculator-form.tsx'
