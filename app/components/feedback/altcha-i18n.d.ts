// The widget's French and Spanish texts ship without their own declarations; they only register themselves.
declare module 'altcha/i18n/fr-fr'
declare module 'altcha/i18n/es-es'
