// A dependency's checkout: never searched.
let vendored = "SETTINGS_VENDORED"
