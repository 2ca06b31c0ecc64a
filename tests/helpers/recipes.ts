/** A recipe as a client posts it: two lines, gin and lime juice, neither on the bar yet. */
export const GIMLET = {
  title: "Gimlet",
  ingredients: [
    { name: "Gin", amount: "60 ml", available: false },
    { name: "Lime juice", amount: "20 ml", available: false },
  ],
  steps: ["Shake with ice", "Strain"],
};
