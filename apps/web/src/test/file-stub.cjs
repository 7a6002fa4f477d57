// Stylesheets and images imported by components are irrelevant in jsdom tests.
module.exports = {};
