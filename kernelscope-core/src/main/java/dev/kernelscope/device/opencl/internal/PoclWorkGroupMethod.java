/*
 * PoCL's work-group method. PoCL 5.0 (Ubuntu 24.04's pocl-opencl-icd 5.0-2.1build3, LLVM 16) computes wrong results on
 * the GEMM ladder's tuned kernel with its default ("auto"): GemmSession27RulesGpuTest's 650x428x1307 A^T off by a
 * relative 1.25, fixed loop by loop in sessions 36-37 and back after the next unrelated edit. Measured in an Ubuntu
 * 24.04 chroot (session 37, a fresh kernel cache each run): unset and "cbs" wrong, "loopvec" and "loops" right. PoCL
 * reads the variable when it initializes, before its version can be asked, so the process asks every PoCL for
 * "loopvec" (its work-item loops with the vectorizer) before the ICD loader loads it, unless the user chose.
 */
package dev.kernelscope.device.opencl.internal;

import java.util.Optional;
import java.util.regex.Pattern;

public final class PoclWorkGroupMethod {
    static final String VARIABLE = "POCL_WORK_GROUP_METHOD";
    private static final Pattern POCL_5 = Pattern.compile("\\bPoCL 5\\.");

    private PoclWorkGroupMethod() {}

    /** True for a PoCL 5.x platform ("OpenCL 3.0 PoCL 5.0+debian  Linux, None+Asserts, ... LLVM 16.0.6, ..."). */
    public static boolean autoMethodMiscompiles(String platformVersion) {
        return platformVersion != null && POCL_5.matcher(platformVersion).find();
    }

    /** Before the ICD loader loads: POCL_WORK_GROUP_METHOD=loopvec for this process, unless the user set it. */
    static void chooseBeforeLoading() {
        setByKernelScope = ProcessEnvironment.setUnlessSet(VARIABLE, "loopvec");
    }

    private static boolean setByKernelScope;

    /** What `kernelscope devices` says about a PoCL 5.x platform's work-group method; nothing for other platforms. */
    public static Optional<String> hint(String platformName, String platformVersion) {
        if (!autoMethodMiscompiles(platformVersion)) {
            return Optional.empty();
        }
        String what = "Platform '" + platformName + "' (" + platformVersion.strip() + ") computed wrong GEMM results "
                + "with its default work-group method";
        if (setByKernelScope) {
            return Optional.of(what + ", so KernelScope runs it with " + VARIABLE + "=loopvec.");
        }
        String chosen = System.getenv(VARIABLE);
        return Optional.of(what + (chosen != null ? "; " + VARIABLE + "=" + chosen + " is yours, so KernelScope leaves "
                + "it (\"loopvec\" and \"loops\" were right, \"cbs\" wrong)." : ", and " + VARIABLE + " could not "
                + "be set for this process: run with " + VARIABLE + "=loopvec."));
    }
}
