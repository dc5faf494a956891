/* Sample kernel that does nothing: launching it measures the cost of one enqueue + completion (launch latency). */

__kernel void empty(void) {
}
