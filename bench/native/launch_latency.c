/*
 * Benchmark baseline (not part of the product): the same loop as `kernelscope bench launch`, in plain C against
 * the OpenCL ICD loader, so Java's launch latency can be compared with a native program on the same machine.
 * Empty kernel, one work-item, in-order queue without profiling; latency = enqueue + clFinish on CLOCK_MONOTONIC.
 * Build: ./build.sh (gcc -O2 ... -lOpenCL). Run: ./launch_latency [--device SUBSTRING] [--iterations N] [--warmups N]
 * Prints one JSON object.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(call)                                                                   \
    do {                                                                              \
        cl_int rc_ = (call);                                                          \
        if (rc_ != CL_SUCCESS) {                                                      \
            fprintf(stderr, "%s failed: %d (line %d)\n", #call, rc_, __LINE__);       \
            exit(3);                                                                  \
        }                                                                             \
    } while (0)

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int compare(const void* a, const void* b) {
    long long x = *(const long long*)a, y = *(const long long*)b;
    return (x > y) - (x < y);
}

static double median(long long* samples, int n) {
    qsort(samples, n, sizeof(long long), compare);
    return n % 2 ? (double)samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
}

int main(int argc, char** argv) {
    const char* wanted = NULL;
    int iterations = 10000, warmups = 1000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--device")) wanted = argv[i + 1];
        else if (!strcmp(argv[i], "--iterations")) iterations = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--warmups")) warmups = atoi(argv[i + 1]);
        else { fprintf(stderr, "unknown option %s\n", argv[i]); return 2; }
    }

    cl_platform_id platforms[16];
    cl_uint platform_count = 0;
    CHECK(clGetPlatformIDs(16, platforms, &platform_count));
    cl_device_id device = NULL;
    char name[256] = "", driver[256] = "", platform_name[256] = "";
    for (cl_uint p = 0; p < platform_count && !device; p++) {
        cl_device_id devices[16];
        cl_uint count = 0;
        if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 16, devices, &count) != CL_SUCCESS) continue;
        for (cl_uint d = 0; d < count && !device; d++) {
            CHECK(clGetDeviceInfo(devices[d], CL_DEVICE_NAME, sizeof name, name, NULL));
            if (!wanted || strstr(name, wanted)) {
                device = devices[d];
                CHECK(clGetDeviceInfo(device, CL_DRIVER_VERSION, sizeof driver, driver, NULL));
                CHECK(clGetPlatformInfo(platforms[p], CL_PLATFORM_NAME, sizeof platform_name, platform_name, NULL));
            }
        }
    }
    if (!device) {
        fprintf(stderr, "no OpenCL device%s%s\n", wanted ? " matching " : "", wanted ? wanted : "");
        return 2;
    }

    cl_int rc;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &rc);
    CHECK(rc);
    cl_command_queue queue = clCreateCommandQueue(context, device, 0, &rc);
    CHECK(rc);
    const char* source = "__kernel void empty(void) {\n}\n";
    cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &rc);
    CHECK(rc);
    CHECK(clBuildProgram(program, 1, &device, "", NULL, NULL));
    cl_kernel kernel = clCreateKernel(program, "empty", &rc);
    CHECK(rc);
    size_t global = 1, local = 1;

    for (int i = 0; i < warmups; i++) {
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
        CHECK(clFinish(queue));
    }
    long long* latency = malloc(sizeof(long long) * iterations);
    long long* enqueue = malloc(sizeof(long long) * iterations);
    for (int i = 0; i < iterations; i++) {
        long long start = now_ns();
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
        CHECK(clFinish(queue));
        latency[i] = now_ns() - start;
    }
    long long burst_start = now_ns();
    for (int i = 0; i < iterations; i++) {
        long long start = now_ns();
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
        enqueue[i] = now_ns() - start;
    }
    CHECK(clFinish(queue));
    long long burst = now_ns() - burst_start;

    long long latency_min = latency[0];
    for (int i = 1; i < iterations; i++) if (latency[i] < latency_min) latency_min = latency[i];
    printf("{\n  \"benchmark\": \"launch (C baseline, bench/native/launch_latency.c)\",\n");
    printf("  \"device\": \"%s\",\n  \"platform\": \"%s\",\n  \"driver\": \"%s\",\n", name, platform_name, driver);
    printf("  \"iterations\": %d,\n  \"warmups\": %d,\n", iterations, warmups);
    printf("  \"latencyMedianUs\": %.3f,\n  \"latencyMinUs\": %.3f,\n", median(latency, iterations) / 1e3,
           latency_min / 1e3);
    printf("  \"enqueueMedianUs\": %.3f,\n", median(enqueue, iterations) / 1e3);
    printf("  \"burstLaunchesPerSecond\": %.0f\n}\n", iterations / (burst / 1e9));

    free(latency);
    free(enqueue);
    clReleaseKernel(kernel);
    clReleaseProgram(program);
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    return 0;
}
