/*
 * Every rule `kernelscope analyze` applies: stable id, severity, one-line title, what it checks and the fix, and the
 * seed article (file name and section) it comes from. docs/analyze.md lists the same table; ids never change meaning.
 */
package dev.kernelscope.advise;

import java.util.Locale;

public enum Rule {
    UNCOALESCED_GLOBAL("KS-MEM-001", Severity.WARNING, "Uncoalesced global memory access",
            "Neighbouring work-items read or write global memory locations that are not adjacent (the index's stride "
                    + "across work-items in x is not one element), so one warp-wide access touches several times the "
                    + "memory segments a contiguous access needs. Make get_global_id(0) the fastest-varying index, "
                    + "or stage the data through __local memory.",
            "004_f5c267b79a273d51.txt, Kernel 2: LDS Tiling (rows read, not columns, so loads coalesce)"),
    LOCAL_BANK_CONFLICT("KS-MEM-002", Severity.WARNING, "Local memory bank conflict",
            "Work-items of one warp access different words of __local memory that sit in the same bank (32 banks of "
                    + "4 bytes), so the access is replayed once per distinct word. Pad the array's rows (e.g. [N][M+1]) "
                    + "or change which index the lanes vary.",
            "004_f5c267b79a273d51.txt, Kernel 5: Optimize LDS usage (As[BK][BM+4] padding)"),
    GLOBAL_REREAD_IN_LOOP("KS-MEM-003", Severity.NOTE, "Global value re-read inside a loop",
            "A global (or constant) element whose index does not change inside a loop is read on every iteration. "
                    + "Read it once into a private variable before the loop (or into __local memory when the group "
                    + "shares it).",
            "002_64b3b410ffbbd9af.txt, Address spaces and buffer preloading (load data once, reuse it)"),
    SCALAR_LOADS("KS-MEM-004", Severity.NOTE, "Scalar loads where a vector load applies",
            "Consecutive elements of one buffer are read one scalar at a time (a[i], a[i+1], ...). One vload2/vload4 "
                    + "(or a float4 pointer) issues a single wider load.",
            "002_64b3b410ffbbd9af.txt, Vectorized loads and stores"),
    NEIGHBOURHOOD_FROM_GLOBAL("KS-MEM-005", Severity.NOTE, "Neighbourhood read from global memory by each work-item",
            "Each work-item reads a window of elements around its own position (a stencil, filter or convolution) "
                    + "from global memory and writes one output, so neighbouring work-items load most of the same "
                    + "elements again: every element is fetched once per tap through the caches, and every tap is a "
                    + "load instruction. Compute several outputs per work-item and slide the window's rows in "
                    + "registers (each input row read once per column of outputs), read the rows as vector words, "
                    + "or stage the group's tile and its halo in __local memory (`kernelscope halo` gives the halo's "
                    + "overhead).",
            "000_8b98f8518457c84c.txt / 003_8f57e8697463be37.txt, Neighborhood processing (the tile and its halo in "
                    + "LDS); 002_64b3b410ffbbd9af.txt, Compute thread launch overhead (several work items per thread: "
                    + "the Sobel example)"),
    UNTILED_OPERANDS("KS-MEM-006", Severity.WARNING, "Operands shared by a group read from global memory",
            "A loop (a dot product's K loop) reads its operands from global memory on every trip, and at least one "
                    + "operand's element does not depend on one dimension of the 2-D group, so every work-item along "
                    + "that dimension loads the same element again (a GEMM's A[row * K + k] and B[k * N + col]). "
                    + "Stage BK-deep tiles of the operands in __local memory once per group, and give each work-item "
                    + "several outputs so it reuses each loaded value from registers.",
            "004_f5c267b79a273d51.txt, Kernel 2: LDS Tiling and Kernel 3: Register tiling"),
    DOUBLE_IN_FLOAT_CODE("KS-ARITH-001", Severity.WARNING, "Double precision in float code",
            "A double literal (1.0 instead of 1.0f) or a double-precision function call promotes float arithmetic to "
                    + "double, which GPUs run at 1/2 (data-centre) to 1/64 (consumer) of the float rate.",
            "002_64b3b410ffbbd9af.txt, Data types (use the smallest type; float literals)"),
    WIDE_INDEX_ARITHMETIC("KS-ARITH-002", Severity.NOTE, "64-bit integer index arithmetic",
            "An index variable is 64-bit (size_t, long) where 32 bits suffice: every multiply and add on it takes two "
                    + "or more 32-bit instructions and two registers. Use int (or uint) when buffers hold fewer than "
                    + "2^31 elements.",
            "002_64b3b410ffbbd9af.txt, Data types (int vs long; registers)"),
    INTEGER_DIVISION("KS-ARITH-003", Severity.WARNING, "Integer division or modulo by a run-time value",
            "Integer / and % by a value the compiler does not know compile to a long instruction sequence (tens of "
                    + "instructions); by a constant they become a multiply and shift. Pass the divisor as a -D define, "
                    + "use a power of two with shifts and masks, or precompute its reciprocal.",
            "002_64b3b410ffbbd9af.txt, Integer division (divide by constants)"),
    HALF_SHORT_CANDIDATE("KS-ARITH-004", Severity.NOTE, "half/short candidate",
            "The kernel reads 8- or 16-bit data but does its arithmetic in 32-bit types. 16-bit arithmetic (half, "
                    + "short) halves register use and is faster on Apple, PowerVR and AMD's packed math.",
            "002_64b3b410ffbbd9af.txt, Data types (use half and short); 000_8b98f8518457c84c.txt, 16bit 레지스터"),
    FAST_MATH_CANDIDATE("KS-ARITH-005", Severity.NOTE, "Math that native_ or fast-math makes cheaper",
            "Full-precision transcendental functions and float division are software sequences; native_sin, "
                    + "native_exp, native_divide (or -cl-fast-relaxed-math) use the hardware approximations when "
                    + "their precision suffices.",
            "001_761579d99d0f5e3b.txt, Programming guidelines (-cl-fast-relaxed-math); 002_64b3b410ffbbd9af.txt, Fast-math"),
    HALF_OUT_OF_RANGE("KS-ARITH-006", Severity.WARNING, "Constant beyond the range of half",
            "A constant converted to half is larger in magnitude than 65,504, the largest finite half: it becomes "
                    + "infinity (65,535 as a half is infinity). Keep the value in float, or scale it into half's range.",
            "002_64b3b410ffbbd9af.txt, Data types (65,535 as a half is infinity)"),
    FLOAT_LITERAL_IN_HALF_CODE("KS-ARITH-007", Severity.NOTE, "Float literal in half arithmetic",
            "An operation whose other operand is half takes a float literal (1.5f), so by the language's rule (the "
                    + "widest input decides) it runs in float and converts back. Write the literal as a half "
                    + "((half)1.5f, or 1.5h where the compiler accepts it) to keep the operation in half.",
            "002_64b3b410ffbbd9af.txt, Data types (precision follows the widest input; avoid float literals in half code)"),
    WIDE_THREAD_ID("KS-ARITH-008", Severity.NOTE, "Thread ID in a 32- or 64-bit variable on a 16-bit-register GPU",
            "On GPUs whose registers are 16 bits wide (Apple A8 and later; PowerVR's 16-bit paths) a local ID (at most "
                    + "1,024 per group) or a global ID below 65,536 fits a ushort, which takes half the registers and "
                    + "makes all the index arithmetic on it 16-bit. Only reported when a 16-bit-register architecture "
                    + "(--arch apple7, apple-a8, rogue) is analysed; NVIDIA and AMD gain nothing from it.",
            "002_64b3b410ffbbd9af.txt, Data types (thread IDs: ushort for local IDs, usually for global IDs)"),
    HAND_WRITTEN_BUILTIN("KS-ARITH-009", Severity.NOTE, "Hand-written abs, min or max",
            "A conditional expression computes what a built-in computes (x < 0 ? -x : x is fabs/abs, a < b ? a : b is "
                    + "min). The built-ins are optimized for the hardware, and negate, absolute value and saturate "
                    + "are free instruction modifiers on most GPUs; the hand-written select is not cheaper.",
            "002_64b3b410ffbbd9af.txt, Arithmetic (use built-ins; negate, abs and saturate are free modifiers)"),
    MULTIPLE_ACCUMULATORS("KS-ARITH-010", Severity.NOTE, "Several accumulators for one sum on a 16-bit-register GPU",
            "A loop adds into several partial sums that are combined after it (the CPU habit of splitting a sum for "
                    + "instruction-level parallelism). On Apple A8 and later GPUs this costs registers and gains "
                    + "nothing: one accumulator is better. Only reported when a 16-bit-register architecture "
                    + "(--arch apple7, apple-a8, rogue) is analysed; GEMM-style register tiles (arrays of "
                    + "accumulators for different outputs) are not this pattern.",
            "002_64b3b410ffbbd9af.txt, Arithmetic (don't chase ILP with multiple accumulators)"),
    ARITHMETIC_SELECT("KS-ARITH-011", Severity.NOTE, "Select written as arithmetic",
            "c * a + (1 - c) * b with c a comparison result is a select written as arithmetic: two multiplies and "
                    + "an add the compiler cannot see through. Write c ? a : b (or select()); GPUs have fast select "
                    + "instructions.",
            "002_64b3b410ffbbd9af.txt, Arithmetic (select is fast; don't be clever)"),
    UNSIGNED_INDEX_ARITHMETIC("KS-ARITH-012", Severity.NOTE, "Unsigned 32-bit index arithmetic",
            "An index into global memory is computed in uint (unsigned int). Unsigned arithmetic wraps at 2^32, so "
                    + "the compiler cannot fold it into the 64-bit address computation and must keep the 32-bit "
                    + "result and extend it (Metal's device-memory offsets must fit a signed int: uint forces manual "
                    + "address math). Compute indices in int; short and ushort values promote to int and are fine.",
            "002_64b3b410ffbbd9af.txt, Data types (offsets must fit a signed int: int, short and ushort are fine, "
                    + "uint is not)"),
    SWITCH_FALL_THROUGH("KS-CTRL-001", Severity.NOTE, "Switch case falls through",
            "A case of a switch runs on into the next case (no break or return). GPU compilers must restructure "
                    + "fall-throughs to fit their control-flow model, often by duplicating code. End each case with "
                    + "break and share code through a function or a flag.",
            "002_64b3b410ffbbd9af.txt, Control flow (avoid switch fall-throughs)"),
    DIVERGENT_SWITCH("KS-CTRL-002", Severity.WARNING, "Switch on a work-item-dependent value",
            "The switch's value differs between the work-items of one warp, so the warp runs every case some of its "
                    + "work-items take, one after another (a 32-way switch serializes 32 ways). Make the value uniform "
                    + "per warp (a function of the group id), sort the work by case, or compute the cases as data "
                    + "(a table lookup or a select).",
            "001_761579d99d0f5e3b.txt, Programming guidelines (minimize conditional code: divergence serializes a "
                    + "warp); 002_64b3b410ffbbd9af.txt, Control flow (divergent SIMDs run every path)"),
    DIVERGENT_IF_ELSE("KS-CTRL-003", Severity.NOTE, "Both sides of a work-item-dependent if/else run",
            "The if/else's condition differs between the work-items of one warp (it depends on loaded data or on the "
                    + "parity or remainder of an id), and both branches do real work (memory, loops, calls): the warp "
                    + "runs both, one after the other, with the lanes of the other side masked (predication). Compute "
                    + "both sides' values and select, sort the work so warps agree, or move the difference into data. "
                    + "Bounds checks and thresholds on an id, which split at most one warp, are not reported.",
            "001_761579d99d0f5e3b.txt, Programming guidelines (minimize conditional code: predication runs both "
                    + "paths); 002_64b3b410ffbbd9af.txt, Control flow (divergent SIMDs run every path)"),
    DIVERGENT_LOOP("KS-CTRL-004", Severity.NOTE, "Loop whose trip count differs between the work-items of a warp",
            "The loop's condition differs between the work-items of one warp in no order along the ids (its bound is "
                    + "loaded per work-item, or is a remainder or bit of an id, or the loop runs while loaded data "
                    + "says so): the warp keeps iterating until its longest-running work-item is done, and the lanes "
                    + "that are done idle, so every warp costs its maximum trip count, not the average. Make the bound "
                    + "uniform per warp, sort or bin the work so the work-items of a warp have similar counts, split "
                    + "the long tail into a second pass, or loop cooperatively (a warp's lanes share one item's "
                    + "iterations). Grid-stride loops and counters compared with an id, whose lanes' trip counts "
                    + "follow the ids in order, and bounds that are kernel arguments or constants are not reported.",
            "001_761579d99d0f5e3b.txt, Programming guidelines (minimize conditional code: do, for and while "
                    + "divergence serializes a warp); 002_64b3b410ffbbd9af.txt, Control flow (divergent SIMDs run "
                    + "every path)"),
    SPARSE_LANES("KS-CTRL-005", Severity.WARNING, "Work given to every k-th work-item of a warp",
            "An if without an else keeps only the work-items whose id is a multiple of k (id % k == 0, or its bits "
                    + "under k - 1 are zero), and k changes on each trip of a loop, as in a reduction that adds "
                    + "partner s into every (2 s)-th element: on each trip only 32 / k lanes of a warp work while the "
                    + "warp still issues, every warp stays busy to the last trip, and the working lanes' __local "
                    + "accesses lie k apart, in the same banks. Give the work to a contiguous range of work-items "
                    + "instead (if (lid < s) with s halving, each adding element lid + s): warps then retire whole "
                    + "and the accesses are consecutive.",
            "001_761579d99d0f5e3b.txt, Work-items in a warp run in lock-step (full parallelism only when all threads "
                    + "of a warp follow the same control path) and Programming guidelines (minimize conditional code); "
                    + "002_64b3b410ffbbd9af.txt, Control flow (divergent SIMDs)"),
    DIVERGENT_BARRIER("KS-SYNC-001", Severity.ERROR, "Barrier under work-item-dependent control flow",
            "A barrier is reached only by some work-items of a group (it sits under a condition or loop that depends "
                    + "on get_local_id/get_global_id, or after a return that only some take): the behaviour is "
                    + "undefined and usually a hang or wrong results. Move the barrier out of the divergent region and "
                    + "guard only the work.",
            "001_761579d99d0f5e3b.txt, Barrier (all work-items of a group must reach it)"),
    WIDE_BARRIER_FENCE("KS-SYNC-002", Severity.NOTE, "Barrier fence wider than the memory it orders",
            "barrier(CLK_GLOBAL_MEM_FENCE) also orders global memory, but the work-items only share __local data "
                    + "across it. CLK_LOCAL_MEM_FENCE is enough and cheaper.",
            "002_64b3b410ffbbd9af.txt, Barriers (use the smallest scope)"),
    SINGLE_WAVE_BARRIER("KS-SYNC-003", Severity.NOTE, "Barrier in a group of one wave",
            "The group is no larger than one wave (warp), which runs in lock-step: a group barrier is unnecessary "
                    + "work; a sub-group barrier or a memory fence is enough.",
            "002_64b3b410ffbbd9af.txt, Barriers (SIMD-group barrier when the group fits one SIMD)"),
    PRIVATE_ARRAY_DYNAMIC_INDEX("KS-RES-001", Severity.WARNING, "Dynamically indexed private array",
            "A private array indexed by a value the compiler cannot resolve to a constant lives on the stack "
                    + "(off-chip private memory), not in registers. Index it only with constants or unrolled loop "
                    + "counters, or move it to __local memory.",
            "002_64b3b410ffbbd9af.txt, Stack arrays; 000_8b98f8518457c84c.txt, VGPR 사용 최적화"),
    PRIVATE_FLAG_ARRAY("KS-RES-007", Severity.NOTE, "Private array of bools: pack them into bits",
            "A private bool array takes at least a byte, usually a whole register, per flag. 32 flags fit one uint: "
                    + "set and test bits with shifts and masks (single-cycle bitfield instructions on GCN), count "
                    + "them with popcount, and find them with clz; a binary prefix sum is popcount of the lower bits.",
            "000_8b98f8518457c84c.txt / 003_8f57e8697463be37.txt, VGPR 사용 최적화 (pack 32 bools into one VGPR; "
                    + "countbits, firstbithigh/firstbitlow)"),
    D3D_COMPUTE_LIMITS("KS-RES-008", Severity.NOTE, "Beyond Direct3D's compute limits (32 KiB groupshared, 1,024 threads)",
            "The kernel's __local memory per group exceeds 32 KiB, or its group exceeds 1,024 work-items (or 1,024 in "
                    + "x or y, 64 in z). Direct3D 11 (Shader Model 5) and Direct3D 12 compute shaders may declare at "
                    + "most 32 KiB of groupshared memory (D3D11/D3D12_CS_TGSM_REGISTER_COUNT = 8,192 32-bit "
                    + "registers) and 1,024 threads per group (D3D12_CS_THREAD_GROUP_MAX_THREADS_PER_GROUP, Z at most "
                    + "64), so this tiling cannot be ported to an HLSL compute shader as it is; it is also above the "
                    + "32 KiB an OpenCL 1.2 device must offer (CL_DEVICE_LOCAL_MEM_SIZE). Shrink the tile or split "
                    + "it into passes.",
            "000_8b98f8518457c84c.txt / 003_8f57e8697463be37.txt, 배경 지식 / background (the D3D11 Shader Model 5 "
                    + "compute spec limits a thread group to 32 KiB and 1,024 threads)"),
    PRIVATE_COORDINATE_ARRAY("KS-RES-009", Severity.NOTE, "Private array of int2 coordinates: pack each into 16+16 bits",
            "A private int2/uint2 array takes two 32-bit registers per element. When both halves fit 16 bits (2-D "
                    + "coordinates below 65,536, or -32,768..32,767 signed), one uint holds them as x | (y << 16): "
                    + "half the registers, and GCN's single-cycle bitfield extract/insert (x = p & 0xFFFF, y = p >> 16) "
                    + "makes unpacking cheap. Unpack where the value is used.",
            "000_8b98f8518457c84c.txt / 003_8f57e8697463be37.txt, Bit 패킹 / 位打包 (2D integer coordinates packed "
                    + "as 16b+16b in one VGPR)"),
    REGISTERS_ABOVE_STEP("KS-RES-002", Severity.WARNING, "Registers just above an occupancy step",
            "The compiled kernel uses a few registers more than the next occupancy step allows; a few fewer registers "
                    + "(launch bounds, smaller tiles, fewer live values) would fit another group per unit.",
            "000_8b98f8518457c84c.txt, AMD GCN 컴퓨트 유닛(CU) (VGPR budget per SIMD)"),
    LOCAL_MEMORY_ABOVE_STEP("KS-RES-003", Severity.WARNING, "Local memory just above an occupancy step",
            "The group's __local memory is a little above what would let another group fit on the unit.",
            "000_8b98f8518457c84c.txt, AMD GCN 컴퓨트 유닛(CU) (LDS per CU)"),
    GROUP_NOT_WAVE_MULTIPLE("KS-RES-004", Severity.WARNING, "Group size not a multiple of the wave size",
            "The work-group size is not a multiple of the warp/wave width, so the last wave of every group runs with "
                    + "idle lanes.",
            "001_761579d99d0f5e3b.txt, Programming guidelines (work-group size a multiple of 32)"),
    SMALL_GROUP_CAP("KS-RES-005", Severity.WARNING, "Group so small that the group limit caps occupancy",
            "Groups are so small that the unit's cap on resident groups is reached before its wave slots are full.",
            "001_761579d99d0f5e3b.txt, Programming guidelines (residency slots); 000_8b98f8518457c84c.txt"),
    LARGE_GROUP_BARRIER_STALL("KS-RES-006", Severity.NOTE, "Large group with barriers and one group per unit",
            "Only one large group fits per unit and it synchronizes with barriers: while its waves wait at a barrier "
                    + "the unit has nothing else to run. Smaller groups (two or more per unit) keep it busy.",
            "000_8b98f8518457c84c.txt, AMD GCN 컴퓨트 유닛(CU) (one vs two groups per CU and barrier stalls)"),
    GLOBAL_SIZE_NOT_MULTIPLE("KS-LAUNCH-001", Severity.WARNING, "Global size not a multiple of the group size, no bounds check",
            "The global size is not a multiple of the group size: the launch is rounded up (or refused by OpenCL 1.2) "
                    + "and the extra work-items run past the data, since the kernel never compares its id with a bound.",
            "001_761579d99d0f5e3b.txt, OpenCL overview (NDRange and work-groups)"),
    CANNOT_LAUNCH("KS-LAUNCH-002", Severity.ERROR, "Kernel that cannot launch on an architecture",
            "The group size, registers and __local memory together fit no group on the architecture's unit, or the "
                    + "group is larger than the architecture launches: every launch fails with an out-of-resources "
                    + "error.",
            "000_8b98f8518457c84c.txt, AMD GCN 컴퓨트 유닛(CU) (per-CU resource budgets); 001_761579d99d0f5e3b.txt, "
                    + "Programming guidelines (work-group size limits)"),
    LOCAL_CONTRADICTS_REQUIRED("KS-LAUNCH-003", Severity.ERROR, "Group size other than the kernel's reqd_work_group_size",
            "The kernel declares reqd_work_group_size and --local asks for another size: OpenCL refuses every such "
                    + "launch (CL_INVALID_WORK_GROUP_SIZE), and CUDA's launch bounds make it fail or spill.",
            "001_761579d99d0f5e3b.txt, OpenCL overview (NDRange and work-groups)");

    private final String id;
    private final Severity severity;
    private final String title;
    private final String description;
    private final String source;

    Rule(String id, Severity severity, String title, String description, String source) {
        this.id = id;
        this.severity = severity;
        this.title = title;
        this.description = description;
        this.source = source;
    }

    public String id() {
        return id;
    }

    public Severity severity() {
        return severity;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** The seed article and section the rule comes from. */
    public String source() {
        return source;
    }

    /** The rule's heading anchor in docs/analyze.md (GitHub's slug of "### KS-MEM-001" is "ks-mem-001"). */
    public String docsAnchor() {
        return id.toLowerCase(Locale.ROOT);
    }

    public static Rule byId(String id) {
        for (Rule rule : values()) {
            if (rule.id.equalsIgnoreCase(id)) {
                return rule;
            }
        }
        throw new IllegalArgumentException("no rule " + id);
    }
}
