module.exports = require('@vantage/client/jest');
