/**
 * Architecture presets as data. {@link dev.kernelscope.model.arch.ArchRegistry#presets()} loads the bundled
 * {@code presets.json} (NVIDIA sm_70 to sm_120, AMD GCN/CDNA/RDNA, PowerVR Rogue, Apple; every number with its source);
 * {@link dev.kernelscope.model.arch.ArchRegistry#withFile(java.nio.file.Path)} adds a user's {@code --arch-file} in the
 * same format, read and validated by {@link dev.kernelscope.model.arch.ArchFiles}. One record per family:
 * {@link dev.kernelscope.model.arch.NvidiaArch}, {@link dev.kernelscope.model.arch.AmdArch},
 * {@link dev.kernelscope.model.arch.RogueArch}, {@link dev.kernelscope.model.arch.AppleArch}.
 */
package dev.kernelscope.model.arch;
