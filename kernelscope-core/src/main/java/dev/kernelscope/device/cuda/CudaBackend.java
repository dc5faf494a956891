/*
 * The CUDA implementation of the backend-neutral Backend: the device's primary context, one non-blocking stream,
 * NVRTC compiles of the OpenCL-dialect sources (through CudaDialect) into CUBINs for the device's own sm_XX, device
 * buffers, launches with dynamic shared memory (opting in above 48 KiB) and CUDA-event timing. Also offers what only
 * CUDA can say: function attributes and the driver's occupancy answer. Not thread-safe, like every Backend.
 */
package dev.kernelscope.device.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;
import static java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.ImageFormat;
import dev.kernelscope.device.ImageSupport;
import dev.kernelscope.device.KernelArg;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.CuFunctionAttribute;
import dev.kernelscope.device.cuda.internal.Nvrtc;
import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Collectors;

public final class CudaBackend implements Backend {
    /** The name NVRTC gives the translated source in its messages (lines are the .cl file's own). */
    static final String SOURCE_NAME = dev.kernelscope.device.CompileFailures.CUDA_PROGRAM_NAME;
    /** Event pairs recorded before one synchronization while timing; bounds the events one time() call holds. */
    private static final int EVENT_CHUNK = 1024;
    /** Bytes per argument value in the launch parameter block (the largest argument, a pointer, needs 8). */
    private static final int VALUE_SLOT = 16;
    /** Launches without a local size get groups of at most this many threads (a multiple of the warp). */
    private static final int DEFAULT_GROUP_LIMIT = 256;

    /**
     * Launch sequences as CUDA graphs (one cuGraphLaunch, the nodes' arguments rewritten per call) unless the driver
     * lacks the calls or -Dkernelscope.cuda.graphs=false asks for plain launches (to compare the two). Measured on
     * the H100 (bench/native/cuda_graph_launch.c, docs/results/h100/gemm-host-cost): 1, 2, 3 launches of an
     * eleven-argument kernel cost 3.3, 6.3, 9.9 us of host time as cuLaunchKernel calls, 2.2, 3.1, 3.9 us as one graph.
     */
    static final boolean GRAPHS = CuDriver.hasGraphs()
            && Boolean.parseBoolean(System.getProperty("kernelscope.cuda.graphs", "true"));

    /**
     * Instances of a sequence's graph kept, one per recent set of argument values: a call whose values one of them
     * holds launches it as it is; otherwise a new one is built while fewer exist, else the least recently used one's
     * nodes are rewritten. One by default: launching a different instance than the call before costs the device about
     * 0.6 us per call more than rewriting and relaunching the same one (H200, session 24, 48 shapes under 30 us back
     * to back over rotating buffers: end to end minus the kernels' time, median -2.72 and -2.76 us with 8 instances
     * in two processes against -3.38 with 1, lower with 1 on 43 of the 48), which was most of session 23's
     * end-to-end loss (4% under 40 us) against session 22. What 8 buy is host time where calls alternate buffers
     * (median 3.4-3.7 us against 4.8 per call rotating; on one set of buffers 2.8 against 3.0):
     * -Dkernelscope.cuda.graphInstances=N (1 to 64) keeps N, for an application whose calls are too short for the
     * device to hide its host time.
     */
    static final int GRAPH_INSTANCES = Math.clamp(Integer.getInteger("kernelscope.cuda.graphInstances", 1), 1, 64);

    /** Bumped whenever a backend closes, so every thread sets its context again before its next call. */
    private static final AtomicLong CONTEXT_EPOCH = new AtomicLong();
    /** Per thread: {context address, epoch} of the context this class last made current on it. */
    private static final ThreadLocal<long[]> CURRENT = ThreadLocal.withInitial(() -> new long[] {0, -1});

    private final Device device;
    private final CudaDeviceInfo info;
    private final int cuDevice;
    private final MemorySegment context;
    private final MemorySegment stream;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment elapsed;
    private long liveObjects; // buffers, modules and kernel handles not yet released
    private StreamGate gate; // made on the first timing; null also when the driver refuses stream memory operations
    private boolean gateUnavailable;
    private MemorySegment parameterBlock; // pointers[capacity] then capacity value slots
    private int parameterCapacity;
    private boolean closed;
    private final int[] launchShape = new int[6]; // grid x, y, z, block x, y, z of the launch being enqueued
    private MemorySegment nodeParams;             // one CUDA_KERNEL_NODE_PARAMS_v2, rewritten per graph node update

    CudaBackend(Device device, CudaDeviceInfo info, SessionOptions options) {
        this.device = device;
        this.info = info;
        this.cuDevice = CuDriver.cuDeviceGet(info.ordinal());
        this.context = CuDriver.cuDevicePrimaryCtxRetain(cuDevice);
        MemorySegment created;
        try {
            CuDriver.cuCtxSetCurrent(context);
            markCurrent();
            created = CuDriver.cuStreamCreate(CuDriver.CU_STREAM_NON_BLOCKING);
        } catch (RuntimeException failure) {
            CuDriver.cuDevicePrimaryCtxRelease(cuDevice);
            arena.close();
            throw failure;
        }
        this.stream = created;
        this.elapsed = arena.allocate(JAVA_FLOAT);
        this.nodeParams = arena.allocate(CuDriver.KERNEL_NODE_PARAMS_BYTES, 8);
        ensureParameterCapacity(16);
    }

    // ---- handles ----

    /** A device allocation: a CUdeviceptr and its size. */
    static final class CudaBuffer implements BufferHandle {
        final long pointer;
        final long bytes;
        boolean released;

        CudaBuffer(long pointer, long bytes) {
            this.pointer = pointer;
            this.bytes = bytes;
        }

        @Override
        public long bytes() {
            return bytes;
        }
    }

    /** A loaded CUBIN with what the translation and ptxas said about its kernels. */
    static final class CudaModule implements ProgramHandle {
        final MemorySegment module;
        final Map<String, CudaDialect.KernelDeclaration> declarations;
        final PtxasReport ptxas;
        boolean released;

        CudaModule(MemorySegment module, List<CudaDialect.KernelDeclaration> declarations, PtxasReport ptxas) {
            this.module = module;
            this.declarations = declarations.stream().collect(Collectors.toMap(
                    CudaDialect.KernelDeclaration::name, Function.identity(), (first, second) -> first));
            this.ptxas = ptxas;
        }
    }

    /** One kernel of a module; the module owns the native function, so releasing this frees nothing. */
    static final class CudaFunction implements KernelHandle {
        final CudaModule module;
        final MemorySegment function;
        final String name;
        final long[] parameterSizes; // -1 where the driver cannot say (cuFuncGetParamInfo needs CUDA 12.4)
        final List<Long> requiredGroupSize;
        final CudaFunctionAttributes attributes;
        int dynamicSharedLimit; // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES as currently set
        boolean released;

        CudaFunction(CudaModule module, MemorySegment function, String name, long[] parameterSizes,
                List<Long> requiredGroupSize, CudaFunctionAttributes attributes) {
            this.module = module;
            this.function = function;
            this.name = name;
            this.parameterSizes = parameterSizes;
            this.requiredGroupSize = List.copyOf(requiredGroupSize);
            this.attributes = attributes;
            this.dynamicSharedLimit = attributes.maxDynamicSharedBytes();
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public int argumentCount() {
            return parameterSizes.length;
        }
    }

    /**
     * A sequence's graph as instantiated for one set of argument values: the nodes' values as last given to the
     * driver (heap copies) and when it last ran.
     */
    static final class GraphInstance {
        final MemorySegment graph;
        final MemorySegment exec;
        final MemorySegment[] nodes;
        final MemorySegment[] nodeValues;
        final int[] nodeDynamicShared;
        long lastUse;

        GraphInstance(MemorySegment graph, MemorySegment exec, MemorySegment[] nodes, MemorySegment[] nodeValues,
                      int[] nodeDynamicShared) {
            this.graph = graph;
            this.exec = exec;
            this.nodes = nodes;
            this.nodeValues = nodeValues;
            this.nodeDynamicShared = nodeDynamicShared;
        }
    }

    /** A launch sequence: its kernels and geometries, the graph instances made of them, and a call's packed values. */
    static final class CudaSequence implements SequenceHandle {
        final CudaFunction[] functions;
        final Geometry[] geometries;
        final boolean graph;
        final GraphInstance[] instances = new GraphInstance[GRAPH_INSTANCES];   // the first instanceCount are built
        int instanceCount;
        final MemorySegment[] pendingValues;   // this call's argument values per node, packed (heap copies)
        final int[] pendingDynamicShared;
        long uses;
        boolean released;

        CudaSequence(CudaFunction[] functions, Geometry[] geometries, boolean graph) {
            this.functions = functions;
            this.geometries = geometries;
            this.graph = graph;
            this.pendingValues = valueCopies(functions);
            this.pendingDynamicShared = new int[functions.length];
        }

        static MemorySegment[] valueCopies(CudaFunction[] functions) {
            MemorySegment[] copies = new MemorySegment[functions.length];
            for (int i = 0; i < functions.length; i++) {
                copies[i] = MemorySegment.ofArray(new byte[functions[i].parameterSizes.length * VALUE_SLOT]);
            }
            return copies;
        }
    }

    // ---- Backend ----

    @Override
    public Device device() {
        return device;
    }

    /** The driver's attributes of this device. */
    public CudaDeviceInfo info() {
        return info;
    }

    @Override
    public CompiledProgram compile(String source, List<String> options) {
        checkOpen();
        String cuda = CudaDialect.translate(source, SOURCE_NAME, options);
        List<String> nvrtcOptions = CudaCompileOptions.forNvrtc(options, info.architecture(), Nvrtc.cachesCompiles());
        Nvrtc.Output output = Nvrtc.compile(cuda, SOURCE_NAME, nvrtcOptions);
        KeptCubins.keep(output.cubin(), cuda, CudaDialect.kernelNames(source), nvrtcOptions);
        makeCurrent();
        MemorySegment module;
        try (Arena image = Arena.ofConfined()) {
            MemorySegment cubin = image.allocate(output.cubin().length, 16);
            MemorySegment.copy(output.cubin(), 0, cubin, JAVA_BYTE, 0, output.cubin().length);
            module = CuDriver.cuModuleLoadData(cubin);
        }
        liveObjects++;
        return new CompiledProgram(new CudaModule(module, CudaDialect.declarations(source),
                PtxasReport.parse(output.log())), output.log());
    }

    @Override
    public KernelHandle kernel(ProgramHandle program, String name) {
        checkOpen();
        CudaModule module = module(program);
        makeCurrent();
        MemorySegment function = CuDriver.cuModuleGetFunction(module.module, name);
        CudaDialect.KernelDeclaration declaration = module.declarations.get(name);
        long[] sizes;
        if (CuDriver.hasParamInfo()) {
            sizes = CuDriver.cuFuncGetParamSizes(function);
        } else {
            sizes = new long[declaration == null ? 0 : declaration.parameters().size()];
            java.util.Arrays.fill(sizes, -1);
        }
        List<Long> required = declaration != null && declaration.requiredSizeArguments().isPresent()
                ? readRequiredGroupSize(module, name) : List.of();
        OptionalInt carveout = SharedMemoryCarveout.requested();   // a diagnostic: unset in every product path
        if (carveout.isPresent()) {
            CuDriver.cuFuncSetAttribute(function, CuFunctionAttribute.PREFERRED_SHARED_MEMORY_CARVEOUT,
                    carveout.getAsInt());
        }
        CudaFunction handle = new CudaFunction(module, function, name, sizes, required, CudaFunctionAttributes.of(function));
        liveObjects++;
        return handle;
    }

    @Override
    public KernelResources resources(KernelHandle kernel) {
        CudaFunction function = function(kernel);
        CudaFunctionAttributes attributes = function.attributes;
        OptionalLong stores = OptionalLong.empty();
        OptionalLong loads = OptionalLong.empty();
        var spills = function.module.ptxas.spills(function.name);
        if (spills.isPresent()) {
            stores = OptionalLong.of(spills.get().spillStoreBytes());
            loads = OptionalLong.of(spills.get().spillLoadBytes());
        }
        return new KernelResources(
                attributes.maxThreadsPerBlock(),
                attributes.staticSharedBytes(),
                attributes.localBytesPerThread(),
                info.warpSize(),
                function.requiredGroupSize,
                OptionalInt.of(attributes.registersPerThread()),
                stores,
                loads,
                OptionalLong.of(attributes.staticSharedBytes()));
    }

    /** Everything cuFuncGetAttribute says about a compiled kernel (registers, shared, local, limits, versions). */
    public CudaFunctionAttributes attributes(KernelHandle kernel) {
        return function(kernel).attributes;
    }

    /**
     * The driver's own occupancy answer (cuOccupancyMaxActiveBlocksPerMultiprocessor): resident blocks per SM for
     * this kernel at {@code blockSize} threads and {@code dynamicSharedBytes} of dynamic shared memory per block.
     */
    public int occupancyBlocksPerMultiprocessor(KernelHandle kernel, int blockSize, long dynamicSharedBytes) {
        CudaFunction function = function(kernel);
        makeCurrent();
        return CuDriver.cuOccupancyMaxActiveBlocksPerMultiprocessor(function.function, blockSize, dynamicSharedBytes);
    }

    /**
     * Raises the kernel's dynamic shared memory limit (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) to at least
     * {@code bytes}: CUDA's opt-in for blocks that use more than 48 KiB. Launches do this by themselves.
     */
    public void optInDynamicShared(KernelHandle kernel, long bytes) {
        ensureDynamicShared(function(kernel), bytes);
    }

    @Override
    public BufferHandle allocate(long bytes) {
        checkOpen();
        makeCurrent();
        CudaBuffer buffer = new CudaBuffer(CuDriver.cuMemAlloc(bytes), bytes);
        liveObjects++;
        return buffer;
    }

    @Override
    public void copyToDevice(MemorySegment host, BufferHandle target, long targetOffset, long bytes) {
        checkOpen();
        makeCurrent();
        CuDriver.cuMemcpyHtoDAsync(buffer(target).pointer + targetOffset, host, bytes, stream);
        CuDriver.cuStreamSynchronize(stream);
    }

    @Override
    public void copyToHost(BufferHandle source, long sourceOffset, MemorySegment host, long bytes) {
        checkOpen();
        makeCurrent();
        CuDriver.cuMemcpyDtoHAsync(host, buffer(source).pointer + sourceOffset, bytes, stream);
        CuDriver.cuStreamSynchronize(stream);
    }

    @Override
    public void copy(CopyOperation copy) {
        checkOpen();
        makeCurrent();
        enqueueCopy(copy);
    }

    // ---- images: not bound on CUDA (texture and surface objects would be cuTexObjectCreate over a CUarray) ----

    private static final String NO_IMAGES = "the CUDA backend binds no texture objects: images and samplers are "
            + "OpenCL-only in KernelScope (open the device's OpenCL side, e.g. NVIDIA's OpenCL platform)";

    private static UnsupportedOperationException noImages() {
        return new UnsupportedOperationException("No image on CUDA: " + NO_IMAGES + ".");
    }

    @Override
    public ImageSupport imageSupport() {
        return ImageSupport.none(NO_IMAGES);
    }

    @Override
    public ImageHandle allocateImage(ImageFormat format, long width, long height) {
        throw noImages();
    }

    @Override
    public void writeImage(MemorySegment host, long rowPitch, ImageHandle target) {
        throw noImages();
    }

    @Override
    public void readImage(ImageHandle source, MemorySegment host, long rowPitch) {
        throw noImages();
    }

    @Override
    public void copy(ImageCopyOperation copy) {
        throw noImages();
    }

    @Override
    public void fill(BufferHandle target, long offset, long bytes, MemorySegment pattern) {
        checkOpen();
        makeCurrent();
        long pointer = buffer(target).pointer + offset;
        long size = pattern.byteSize();
        if (bytes % size != 0) {
            throw new IllegalArgumentException("fill of " + bytes + " bytes is not a whole number of "
                    + size + "-byte patterns");
        }
        switch ((int) size) {
            case 1 -> CuDriver.cuMemsetD8Async(pointer, pattern.get(JAVA_BYTE, 0), bytes, stream);
            case 2 -> CuDriver.cuMemsetD16Async(pointer, pattern.get(JAVA_SHORT_UNALIGNED, 0), bytes / 2, stream);
            case 4 -> CuDriver.cuMemsetD32Async(pointer, pattern.get(JAVA_INT_UNALIGNED, 0), bytes / 4, stream);
            case 8, 16 -> fillWide(pointer, bytes, pattern);
            default -> throw new IllegalArgumentException("fill patterns are 1, 2, 4, 8 or 16 bytes; got " + size);
        }
    }

    @Override
    public void launch(KernelHandle kernel, KernelArg[] args, Geometry geometry) {
        checkOpen();
        makeCurrent();
        CudaFunction function = function(kernel);
        int dynamicShared = pack(function, args);
        enqueueLaunch(function, geometry, dynamicShared);
    }

    @Override
    public boolean enqueuesSequenceAsOne() {
        return GRAPHS;
    }

    @Override
    public SequenceHandle sequence(KernelHandle[] kernels, Geometry[] geometries) {
        checkOpen();
        CudaFunction[] functions = new CudaFunction[kernels.length];
        for (int i = 0; i < kernels.length; i++) {
            functions[i] = function(kernels[i]);
        }
        CudaSequence sequence = new CudaSequence(functions, geometries.clone(), GRAPHS);
        liveObjects++;
        return sequence;
    }

    /**
     * One graph launch per call. The call's argument values are packed per node and compared with those of the
     * sequence's graph instances (GRAPH_INSTANCES): one that holds them all is launched as it is; else, while fewer
     * exist, a new graph of the kernels in a chain (each node after the previous) is built, instantiated and
     * uploaded; else the least recently used instance gets the new values on the nodes that differ
     * (cuGraphExecKernelNodeSetParams copies them). Without graphs: the launches in order.
     */
    @Override
    public void launch(SequenceHandle handle, KernelArg[][] args) {
        checkOpen();
        makeCurrent();
        CudaSequence sequence = sequence(handle);
        CudaFunction[] functions = sequence.functions;
        if (!sequence.graph) {
            for (int i = 0; i < functions.length; i++) {
                int dynamicShared = pack(functions[i], args[i]);
                enqueueLaunch(functions[i], sequence.geometries[i], dynamicShared);
            }
            return;
        }
        for (int i = 0; i < functions.length; i++) {
            sequence.pendingDynamicShared[i] = pack(functions[i], args[i]);
            MemorySegment pending = sequence.pendingValues[i];
            MemorySegment.copy(parameterBlock, valuesStart(), pending, 0, pending.byteSize());
        }
        GraphInstance instance = holding(sequence);
        if (instance == null) {
            instance = sequence.instanceCount < GRAPH_INSTANCES ? buildInstance(sequence) : rewriteOldest(sequence);
        }
        instance.lastUse = ++sequence.uses;
        CuDriver.cuGraphLaunch(instance.exec, stream);
    }

    /**
     * The instance whose nodes hold this call's values, or null. A node whose values are the ones it holds is left
     * alone: a call on the same buffers then costs cuGraphLaunch alone (C on the H100: 1.4 us against 2.2 us with one
     * node update, docs/results/h100/gemm-host-cost); a byte compare never calls equal what differs.
     */
    private static GraphInstance holding(CudaSequence sequence) {
        return holding(sequence.instances, sequence.instanceCount, sequence.pendingValues,
                sequence.pendingDynamicShared);
    }

    /** The first of {@code count} instances whose every node holds {@code values} and {@code dynamicShared}. */
    static GraphInstance holding(GraphInstance[] instances, int count, MemorySegment[] values, int[] dynamicShared) {
        for (int k = 0; k < count; k++) {
            boolean same = true;
            for (int i = 0; i < values.length && same; i++) {
                same = nodeHolds(instances[k], i, values[i], dynamicShared[i]);
            }
            if (same) {
                return instances[k];
            }
        }
        return null;
    }

    static boolean nodeHolds(GraphInstance instance, int i, MemorySegment values, int dynamicShared) {
        return instance.nodeDynamicShared[i] == dynamicShared
                && MemorySegment.mismatch(values, 0, values.byteSize(), instance.nodeValues[i], 0,
                        values.byteSize()) == -1;
    }

    /** The least recently used of {@code count} instances (the first of them on a tie). */
    static GraphInstance leastRecentlyUsed(GraphInstance[] instances, int count) {
        GraphInstance oldest = instances[0];
        for (int k = 1; k < count; k++) {
            if (instances[k].lastUse < oldest.lastUse) {
                oldest = instances[k];
            }
        }
        return oldest;
    }

    private GraphInstance buildInstance(CudaSequence sequence) {
        CudaFunction[] functions = sequence.functions;
        MemorySegment graph = CuDriver.cuGraphCreate();
        MemorySegment exec = null;
        try {
            MemorySegment[] nodes = new MemorySegment[functions.length];
            MemorySegment previous = MemorySegment.NULL;
            for (int i = 0; i < functions.length; i++) {
                stagePending(sequence, i);
                previous = CuDriver.cuGraphAddKernelNode(graph, previous, nodeParams);
                nodes[i] = previous;
            }
            exec = CuDriver.cuGraphInstantiate(graph);
            CuDriver.cuGraphUpload(exec, stream);
            GraphInstance instance = new GraphInstance(graph, exec, nodes, CudaSequence.valueCopies(functions),
                    new int[functions.length]);
            for (int i = 0; i < functions.length; i++) {
                holdPending(sequence, instance, i);
            }
            sequence.instances[sequence.instanceCount++] = instance;
            return instance;
        } catch (RuntimeException failure) {
            if (exec != null) {
                CuDriver.cuGraphExecDestroy(exec);
            }
            CuDriver.cuGraphDestroy(graph);
            throw failure;
        }
    }

    /** The least recently used instance, its differing nodes given this call's values. */
    private GraphInstance rewriteOldest(CudaSequence sequence) {
        GraphInstance oldest = leastRecentlyUsed(sequence.instances, sequence.instanceCount);
        for (int i = 0; i < sequence.functions.length; i++) {
            if (nodeHolds(oldest, i, sequence.pendingValues[i], sequence.pendingDynamicShared[i])) {
                continue;
            }
            stagePending(sequence, i);
            CuDriver.cuGraphExecKernelNodeSetParams(oldest.exec, oldest.nodes[i], nodeParams);
            holdPending(sequence, oldest, i);
        }
        return oldest;
    }

    /** Records that node {@code i} of {@code instance} now holds the call's pending values (as the driver does). */
    private static void holdPending(CudaSequence sequence, GraphInstance instance, int i) {
        MemorySegment.copy(sequence.pendingValues[i], 0, instance.nodeValues[i], 0, instance.nodeValues[i].byteSize());
        instance.nodeDynamicShared[i] = sequence.pendingDynamicShared[i];
    }

    /** Node {@code i}'s pending values into the parameter block and nodeParams, as a launch of it would take them. */
    private void stagePending(CudaSequence sequence, int i) {
        MemorySegment pending = sequence.pendingValues[i];
        ensureParameterCapacity(sequence.functions[i].parameterSizes.length);
        MemorySegment.copy(pending, 0, parameterBlock, valuesStart(), pending.byteSize());
        fillNodeParams(sequence.functions[i], sequence.geometries[i], sequence.pendingDynamicShared[i]);
    }

    /** Where the argument values start in the parameter block: after its pointer array. */
    private long valuesStart() {
        return (long) parameterCapacity * ADDRESS.byteSize();
    }

    private void fillNodeParams(CudaFunction function, Geometry geometry, int dynamicShared) {
        int[] shape = shapeOf(function, geometry);
        CuDriver.kernelNodeParams(nodeParams, function.function, shape[0], shape[1], shape[2], shape[3], shape[4],
                shape[5], dynamicShared, parameterBlock);
    }

    private static CudaSequence sequence(SequenceHandle handle) {
        if (handle instanceof CudaSequence sequence) {
            if (sequence.released) {
                throw new IllegalStateException("This launch sequence was released.");
            }
            return sequence;
        }
        throw new IllegalArgumentException("not a CUDA launch sequence: " + handle);
    }

    @Override
    public long[] time(TimedOperation operation, int count) {
        checkOpen();
        makeCurrent();
        Runnable enqueue = switch (operation) {
            case LaunchOperation launch -> {
                CudaFunction function = function(launch.kernel());
                int dynamicShared = pack(function, launch.args().toArray(new KernelArg[0]));
                Geometry geometry = launch.geometry();
                yield () -> enqueueLaunch(function, geometry, dynamicShared);
            }
            case CopyOperation copy -> () -> enqueueCopy(copy);
            case ImageCopyOperation copy -> throw noImages();
        };
        return timeBehindGate(enqueue, count);
    }

    /**
     * Like {@link #timeEnqueued}, but each batch of event/operation/event triples is enqueued behind a StreamGate, so
     * that the events bracket device work only (kernels shorter than the host's enqueue time are otherwise inflated).
     * Used for the backend's own launches and copies, which never synchronize while enqueueing.
     */
    private long[] timeBehindGate(Runnable enqueue, int count) {
        StreamGate held = gate();
        if (held == null) {
            return timeEnqueued(enqueue, count);
        }
        return timeInBatches(enqueue, count, StreamGate.BATCH, held);
    }

    /**
     * Runs {@code enqueue} {@code count} times, each between two CUDA events recorded on this backend's stream, and
     * returns each run's device time in nanoseconds (event resolution is about half a microsecond). Whatever the
     * runnable enqueues must go to this stream (cuBLAS does, through cublasSetStream).
     */
    public long[] timeEnqueued(Runnable enqueue, int count) {
        checkOpen();
        makeCurrent();
        return timeInBatches(enqueue, count, EVENT_CHUNK, null);
    }

    /**
     * Like {@link #timeEnqueued}, but behind the stream gate, as the backend's own launches are timed: the events
     * bracket the device work only, not the host's time to enqueue it (a library call's own host cost included).
     * A runnable that waits for the stream (a library's first call) would wait for the closed gate: the gate then opens
     * itself after StreamGate.HOLD_LIMIT_MS and the batch is timed again without it (seconds lost: warm a library up).
     */
    public long[] timeEnqueuedBehindGate(Runnable enqueue, int count) {
        checkOpen();
        makeCurrent();
        return timeBehindGate(enqueue, count);
    }

    private long[] timeInBatches(Runnable enqueue, int count, int batch, StreamGate held) {
        long[] samples = new long[count];
        List<MemorySegment> events = new ArrayList<>();
        try {
            int done = 0;
            while (done < count) {
                int chunk = Math.min(batch, count - done);
                while (events.size() < 2 * chunk) {
                    events.add(CuDriver.cuEventCreate(CuDriver.CU_EVENT_DEFAULT));
                }
                if (held != null) {
                    held.hold();
                }
                try {
                    for (int i = 0; i < chunk; i++) {
                        CuDriver.cuEventRecord(events.get(2 * i), stream);
                        enqueue.run();
                        CuDriver.cuEventRecord(events.get(2 * i + 1), stream);
                    }
                } finally {
                    if (held != null) {
                        held.open();
                    }
                }
                CuDriver.cuEventSynchronize(events.get(2 * chunk - 1));
                if (held != null && held.forced()) {
                    held = null;   // the enqueue waited for the held stream: this batch and the rest without the gate
                    continue;
                }
                for (int i = 0; i < chunk; i++) {
                    float ms = CuDriver.cuEventElapsedTime(events.get(2 * i), events.get(2 * i + 1), elapsed);
                    samples[done + i] = Math.round(ms * 1.0e6);
                }
                done += chunk;
            }
            return samples;
        } finally {
            for (MemorySegment event : events) {
                CuDriver.cuEventDestroy(event);
            }
        }
    }

    /** The stream gate, made once; null (and not asked again) when the driver refuses stream memory operations. */
    private StreamGate gate() {
        if (gate == null && !gateUnavailable) {
            StreamGate made = null;
            try {
                made = new StreamGate(stream);
                made.hold(); // one empty round trip, so a refusal shows here and not in the middle of a timing
                made.open();
                CuDriver.cuStreamSynchronize(stream);
                gate = made;
            } catch (dev.kernelscope.device.GpuException refused) {
                gateUnavailable = true;
                if (made != null) {
                    made.open();
                    made.close();
                }
            }
        }
        return gate;
    }

    @Override
    public void synchronize() {
        checkOpen();
        makeCurrent();
        CuDriver.cuStreamSynchronize(stream);
    }

    @Override
    public void release(Handle handle) {
        switch (handle) {
            case CudaBuffer buffer -> {
                if (!buffer.released) {
                    buffer.released = true;
                    liveObjects--;
                    if (!closed) {
                        makeCurrent();
                        CuDriver.cuMemFree(buffer.pointer);
                    }
                }
            }
            case CudaModule module -> {
                if (!module.released) {
                    module.released = true;
                    liveObjects--;
                    if (!closed) {
                        makeCurrent();
                        CuDriver.cuModuleUnload(module.module);
                    }
                }
            }
            case CudaSequence sequence -> {
                if (!sequence.released) {
                    sequence.released = true;
                    liveObjects--;
                    if (!closed) {
                        makeCurrent();
                        for (int k = 0; k < sequence.instanceCount; k++) {
                            CuDriver.cuGraphExecDestroy(sequence.instances[k].exec);
                            CuDriver.cuGraphDestroy(sequence.instances[k].graph);
                        }
                    }
                }
            }
            case CudaFunction function -> {
                if (!function.released) {
                    function.released = true;
                    liveObjects--;
                }
            }
            default -> throw new IllegalArgumentException("not a CUDA handle: " + handle);
        }
    }

    @Override
    public long liveNativeObjects() {
        return liveObjects;
    }

    /** Frees the stream and releases the primary context; idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        RuntimeException first = null;
        try {
            makeCurrent();
            CuDriver.cuStreamSynchronize(stream);
        } catch (RuntimeException failure) {
            first = failure;
        }
        if (gate != null) {
            try {
                gate.close();
            } catch (RuntimeException failure) {
                first = first == null ? failure : first;
            }
        }
        try {
            CuDriver.cuStreamDestroy(stream);
        } catch (RuntimeException failure) {
            first = first == null ? failure : first;
        }
        closed = true;
        try {
            CuDriver.cuDevicePrimaryCtxRelease(cuDevice);
        } catch (RuntimeException failure) {
            first = first == null ? failure : first;
        }
        CONTEXT_EPOCH.incrementAndGet();
        arena.close();
        if (first != null) {
            throw first;
        }
    }

    // ---- package-private, for cuBLAS ----

    MemorySegment stream() {
        checkOpen();
        return stream;
    }

    int cuDevice() {
        return cuDevice;
    }

    /** Makes this backend's context current on the calling thread (skipped when it already is). */
    void makeCurrent() {
        long[] current = CURRENT.get();
        long epoch = CONTEXT_EPOCH.get();
        if (current[0] != context.address() || current[1] != epoch) {
            CuDriver.cuCtxSetCurrent(context);
            current[0] = context.address();
            current[1] = epoch;
        }
    }

    static long devicePointer(BufferHandle handle) {
        return buffer(handle).pointer;
    }

    // ---- internals ----

    private void markCurrent() {
        long[] current = CURRENT.get();
        current[0] = context.address();
        current[1] = CONTEXT_EPOCH.get();
    }

    private void enqueueCopy(CopyOperation copy) {
        CuDriver.cuMemcpyDtoDAsync(buffer(copy.target()).pointer + copy.targetOffset(),
                buffer(copy.source()).pointer + copy.sourceOffset(), copy.bytes(), stream);
    }

    /** An 8- or 16-byte pattern: written once, then doubled with device copies (log2 of the size copies). */
    private void fillWide(long pointer, long bytes, MemorySegment pattern) {
        long size = pattern.byteSize();
        int first = pattern.get(JAVA_INT_UNALIGNED, 0);
        boolean uniform = true;
        for (long at = 4; at < size; at += 4) {
            uniform &= pattern.get(JAVA_INT_UNALIGNED, at) == first;
        }
        if (uniform) {
            CuDriver.cuMemsetD32Async(pointer, first, bytes / 4, stream);
            return;
        }
        CuDriver.cuMemcpyHtoDAsync(pointer, pattern, size, stream); // pageable source: staged before this returns
        long filled = size;
        while (filled < bytes) {
            long chunk = Math.min(filled, bytes - filled);
            CuDriver.cuMemcpyDtoDAsync(pointer + filled, pointer, chunk, stream);
            filled += chunk;
        }
    }

    /** Writes the argument values into the parameter block; returns the dynamic shared memory the launch needs. */
    private int pack(CudaFunction function, KernelArg[] args) {
        int count = args.length;
        if (count != function.parameterSizes.length) {
            throw new InvalidInputException("Kernel '" + function.name + "' takes " + function.parameterSizes.length
                    + " arguments; " + count + " were given.");
        }
        ensureParameterCapacity(count);
        long valuesStart = valuesStart();
        long dynamic = 0;
        for (int i = 0; i < count; i++) {
            long slot = valuesStart + (long) i * VALUE_SLOT;
            // the whole slot defined, not only the value's 2, 4 or 8 bytes: graph instances compare slots byte for
            // byte, and another kernel's leftovers there made equal values look different (a new instance, a rewrite)
            parameterBlock.set(JAVA_LONG, slot, 0L);
            parameterBlock.set(JAVA_LONG, slot + 8, 0L);
            switch (args[i]) {
                case KernelArg.BufferArg buffer -> {
                    expectSize(function, i, 8, "a buffer (device pointer)");
                    parameterBlock.set(JAVA_LONG, slot, buffer(buffer.buffer()).pointer);
                }
                case KernelArg.IntArg value -> {
                    expectSize(function, i, 4, "an int");
                    parameterBlock.set(JAVA_INT, slot, value.value());
                }
                case KernelArg.LongArg value -> {
                    expectSize(function, i, 8, "a long");
                    parameterBlock.set(JAVA_LONG, slot, value.value());
                }
                case KernelArg.FloatArg value -> {
                    expectSize(function, i, 4, "a float");
                    parameterBlock.set(JAVA_FLOAT, slot, value.value());
                }
                case KernelArg.ShortArg value -> {
                    expectSize(function, i, 2, "a short");
                    parameterBlock.set(JAVA_SHORT, slot, value.value());
                }
                case KernelArg.ImageArg image -> throw noImages();
                case KernelArg.LocalArg local -> {
                    expectSize(function, i, 8, "a __local size (passed to CUDA as an offset into dynamic shared memory)");
                    long offset = alignUp(dynamic, CudaDialect.DYNAMIC_LOCAL_ALIGNMENT);
                    parameterBlock.set(JAVA_LONG, slot, offset);
                    dynamic = offset + local.bytes();
                }
            }
        }
        if (dynamic > 0) {
            ensureDynamicShared(function, dynamic);
        }
        return (int) dynamic;
    }

    private void expectSize(CudaFunction function, int index, long bytes, String what) {
        long declared = function.parameterSizes[index];
        if (declared >= 0 && declared != bytes) {
            throw new InvalidInputException("Argument " + index + " of kernel '" + function.name + "' was set to "
                    + what + " (" + bytes + " bytes), but the compiled kernel's parameter " + index + " takes "
                    + declared + " bytes; set it with the matching type.");
        }
    }

    private void ensureDynamicShared(CudaFunction function, long bytes) {
        long allowed = (long) info.sharedMemPerBlockOptin() - function.attributes.staticSharedBytes();
        if (bytes > allowed) {
            throw new InvalidInputException("Kernel '" + function.name + "' asks for " + bytes + " bytes of __local"
                    + " argument memory (CUDA dynamic shared memory, in " + CudaDialect.DYNAMIC_LOCAL_ALIGNMENT
                    + "-byte aligned slices) on top of " + function.attributes.staticSharedBytes() + " bytes of static"
                    + " shared memory; " + device.label() + " allows at most CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY"
                    + "_PER_BLOCK_OPTIN = " + info.sharedMemPerBlockOptin() + " bytes per block.");
        }
        if (bytes > function.dynamicSharedLimit) {
            makeCurrent();
            CuDriver.cuFuncSetAttribute(function.function, CuFunctionAttribute.MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    (int) bytes);
            function.dynamicSharedLimit = (int) bytes;
        }
    }

    private void enqueueLaunch(CudaFunction function, Geometry geometry, int dynamicShared) {
        int[] shape = shapeOf(function, geometry);
        CuDriver.cuLaunchKernel(function.function, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5],
                dynamicShared, stream, parameterBlock);
    }

    /** The launch's grid (x, y, z) and block (x, y, z) in the backend's one scratch array, grid limits checked. */
    private int[] shapeOf(CudaFunction function, Geometry geometry) {
        int dimensions = geometry.dimensions();
        long[] block = geometry.hasLocal() ? null : chooseLocal(function, geometry);
        int bx = 1, by = 1, bz = 1, gx = 1, gy = 1, gz = 1;
        for (int d = 0; d < dimensions; d++) {
            long local = block == null ? geometry.local(d) : block[d];
            long groups = geometry.global(d) / local;
            if (groups > info.maxGridDims().get(d)) {
                throw new InvalidInputException("Kernel '" + function.name + "' with " + geometry + ": " + groups
                        + " groups in dimension " + d + " exceed CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_" + "XYZ".charAt(d)
                        + " = " + info.maxGridDims().get(d) + " on " + device.label() + ".");
            }
            switch (d) {
                case 0 -> { bx = (int) local; gx = (int) groups; }
                case 1 -> { by = (int) local; gy = (int) groups; }
                default -> { bz = (int) local; gz = (int) groups; }
            }
        }
        int[] shape = launchShape;
        shape[0] = gx;
        shape[1] = gy;
        shape[2] = gz;
        shape[3] = bx;
        shape[4] = by;
        shape[5] = bz;
        return shape;
    }

    /**
     * A local size when the caller gave none (OpenCL lets the driver choose): in each dimension the largest divisor
     * of the global size that fits the remaining thread budget (at most 256 threads and the kernel's own limit).
     */
    private long[] chooseLocal(CudaFunction function, Geometry geometry) {
        long budget = Math.min(DEFAULT_GROUP_LIMIT, function.attributes.maxThreadsPerBlock());
        long[] local = new long[geometry.dimensions()];
        for (int d = 0; d < local.length; d++) {
            long limit = Math.min(budget, info.maxBlockDims().get(d));
            long global = geometry.global(d);
            long chosen = 1;
            for (long candidate = Math.min(limit, global); candidate >= 1; candidate--) {
                if (global % candidate == 0) {
                    chosen = candidate;
                    break;
                }
            }
            local[d] = chosen;
            budget /= chosen;
        }
        return local;
    }

    private List<Long> readRequiredGroupSize(CudaModule module, String name) {
        long[] global = CuDriver.cuModuleGetGlobal(module.module, CudaDialect.REQUIRED_SIZE_PREFIX + name);
        try (Arena scratch = Arena.ofConfined()) {
            MemorySegment values = scratch.allocate(JAVA_INT, 3);
            CuDriver.cuMemcpyDtoHAsync(values, global[0], Math.min(global[1], values.byteSize()), stream);
            CuDriver.cuStreamSynchronize(stream);
            return List.of(Integer.toUnsignedLong(values.getAtIndex(JAVA_INT, 0)),
                    Integer.toUnsignedLong(values.getAtIndex(JAVA_INT, 1)),
                    Integer.toUnsignedLong(values.getAtIndex(JAVA_INT, 2)));
        }
    }

    private void ensureParameterCapacity(int count) {
        if (count <= parameterCapacity && parameterBlock != null) {
            return;
        }
        int capacity = Math.max(count, 2 * parameterCapacity);
        long pointerBytes = (long) capacity * ADDRESS.byteSize();
        MemorySegment block = arena.allocate(pointerBytes + (long) capacity * VALUE_SLOT, 16);
        for (int i = 0; i < capacity; i++) {
            block.setAtIndex(ADDRESS, i, block.asSlice(pointerBytes + (long) i * VALUE_SLOT, VALUE_SLOT));
        }
        parameterBlock = block;
        parameterCapacity = capacity;
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("The CUDA backend on " + device.label() + " was closed.");
        }
    }

    private static CudaBuffer buffer(BufferHandle handle) {
        if (handle instanceof CudaBuffer buffer) {
            if (buffer.released) {
                throw new IllegalStateException("This CUDA buffer was freed.");
            }
            return buffer;
        }
        throw new IllegalArgumentException("not a CUDA buffer: " + handle);
    }

    private static CudaModule module(ProgramHandle handle) {
        if (handle instanceof CudaModule module) {
            if (module.released) {
                throw new IllegalStateException("This CUDA module was unloaded.");
            }
            return module;
        }
        throw new IllegalArgumentException("not a CUDA module: " + handle);
    }

    private static CudaFunction function(KernelHandle handle) {
        if (handle instanceof CudaFunction function) {
            if (function.released || function.module.released) {
                throw new IllegalStateException("CUDA kernel '" + function.name + "' was released.");
            }
            return function;
        }
        throw new IllegalArgumentException("not a CUDA kernel: " + handle);
    }

    private static long alignUp(long value, long alignment) {
        return (value + alignment - 1) / alignment * alignment;
    }
}
