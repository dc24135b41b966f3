// Migration shim (issue #13): the old route module, until this calculator is a definition.
export { default, meta } from '#app/routes/calculators/grass-seed-calculator.tsx'
