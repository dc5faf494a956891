/**
 * Output: tables, JSON/CSV writers and PNG/SVG charts shared by every command.
 */
package dev.kernelscope.report;
