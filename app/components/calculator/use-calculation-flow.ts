// Migration shim (issue #13): the flow moved to the calculator runtime. Removed once every calculator is a definition.
export { useCalculationFlow } from '#app/calculator-runtime/use-calculation-flow.ts'
