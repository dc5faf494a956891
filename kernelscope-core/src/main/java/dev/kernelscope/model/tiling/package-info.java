/**
 * Tile geometry: halo (neighborhood) overhead of 2D and 3D tiles.
 */
package dev.kernelscope.model.tiling;
