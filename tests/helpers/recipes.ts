/** A recipe as a client posts it: two lines, gin and lime juice, neither on the bar yet. */
export const GIMLET = {
  title: "Gimlet",
  ingredients: [
    { name: "Gin", amount: "60 ml", available: false },
    { name: "Lime juice", amount: "20 ml", available: false },
  ],
  steps: ["Shake with ice", "Strain"],
};

/** A Negroni as a client posts it: three equal lines, none on the bar yet. */
export const NEGRONI = {
  title: "Negroni",
  ingredients: [
    { name: "Gin", amount: "30 ml", available: false },
    { name: "Campari", amount: "30 ml", available: false },
    { name: "Sweet vermouth", amount: "30 ml", available: false },
  ],
  steps: ["Stir with ice", "Strain over a large cube"],
};
